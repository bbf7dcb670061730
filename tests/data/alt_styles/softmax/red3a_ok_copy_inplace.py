import numpy as np


def softmax(x, axis=-1):
    y = np.array(x, copy=True)
    m = y.max(axis=axis, keepdims=True)
    m[np.isneginf(m)] = 0
    y -= m
    np.exp(y, out=y)
    s = y.sum(axis=axis, keepdims=True)
    np.divide(y, s, out=y, where=s > 0)
    y[np.broadcast_to(s == 0, y.shape)] = 0
    return y
