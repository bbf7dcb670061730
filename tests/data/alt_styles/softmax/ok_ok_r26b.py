# CORRECT: per-slice max shift with keepdims, non-finite maxima replaced by 0, guarded division, dtype preserved.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(x - m)
    s = np.sum(e, axis=axis, keepdims=True)
    out = np.divide(e, s, out=np.zeros_like(e), where=s > 0)
    return out.astype(x.dtype, copy=False)
