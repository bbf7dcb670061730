# two mistakes: ignores the axis argument (always -1) and returns float64 for float32 input
import numpy as np


def softmax(x, axis=-1):
    x = x.astype(np.float64)
    m = np.max(x, axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0.0
    e = np.exp(x - m)
    s = e.sum(axis=-1, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)
