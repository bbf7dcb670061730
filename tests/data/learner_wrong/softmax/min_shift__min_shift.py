# mistake: subtracts the minimum instead of the maximum (overflows on wide rows)
import numpy as np


def softmax(x, axis=-1):
    finite = np.where(np.isfinite(x), x, np.inf)
    m = np.min(finite, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(x - m)
    s = e.sum(axis=axis, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0).astype(x.dtype)
