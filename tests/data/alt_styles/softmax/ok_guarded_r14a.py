import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(x - m)
    z = np.sum(e, axis=axis, keepdims=True)
    return e / np.where(z == 0, 1, z)
