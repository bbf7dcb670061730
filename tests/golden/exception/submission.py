import numpy as np


def softmax(x, axis=-1):
    m = x.max(axis=axis, keepdims=True)
    return np.exp(x - m) / np.exp(x - m).sum(axis=axis, keepdims=True)[0][7]
