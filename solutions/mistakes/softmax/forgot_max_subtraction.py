import numpy as np


def softmax(x, axis=-1):
    e = np.exp(x)  # overflows to inf for logits near 1000 -> inf / inf = NaN
    return e / np.sum(e, axis=axis, keepdims=True)
