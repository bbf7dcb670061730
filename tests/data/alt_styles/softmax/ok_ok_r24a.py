import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(x - m)
    tot = np.sum(e, axis=axis, keepdims=True)
    out = np.zeros_like(e)
    np.divide(e, tot, out=out, where=tot > 0)
    return out
