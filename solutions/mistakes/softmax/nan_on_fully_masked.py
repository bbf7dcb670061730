import numpy as np


def softmax(x, axis=-1):
    m = np.max(x, axis=axis, keepdims=True)  # -inf for an all -inf slice -> (-inf) - (-inf) = NaN
    e = np.exp(x - m)
    return e / np.sum(e, axis=axis, keepdims=True)
