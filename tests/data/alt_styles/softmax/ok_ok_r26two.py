# CORRECT: subtract the per-slice max (0 for all -inf slices), exp, divide where the sum is positive.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0).astype(x.dtype)
    e = np.exp(x - m)
    s = np.sum(e, axis=axis, keepdims=True)
    out = np.zeros_like(e)
    np.divide(e, s, out=out, where=s > 0)
    return out.astype(x.dtype)
