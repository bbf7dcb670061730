import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, np.zeros_like(m))
    e = np.exp(x - m)
    s = np.sum(e, axis=axis, keepdims=True)
    safe = np.where(s > 0, s, np.ones_like(s))
    return e / safe
