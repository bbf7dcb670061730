import numpy as np


def softmax(x, axis=-1):
    y = np.array(x, copy=True)
    dead = np.all(np.isneginf(y), axis=axis, keepdims=True)
    y = np.where(dead, 0.0, y).astype(x.dtype)
    y -= y.max(axis=axis, keepdims=True)
    np.exp(y, out=y)
    y /= y.sum(axis=axis, keepdims=True)
    y[np.broadcast_to(dead, y.shape)] = 0.0
    return y
