# CORRECT: subtract the per-slice max (treating all -inf slices as max 0), exp, divide where the sum is positive, keep dtype.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, np.zeros_like(m))
    e = np.exp(x - m)
    s = np.sum(e, axis=axis, keepdims=True)
    out = np.divide(e, s, out=np.zeros_like(e), where=s > 0)
    return out.astype(x.dtype, copy=False)
