# WRONG: max taken without keepdims=True, so the shift broadcasts along the wrong axis (per-column max subtracted within a row; shape error for non-square); 1-D input is fine
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis)
    m = np.where(np.isfinite(m), m, 0).astype(x.dtype)
    e = np.exp(x - m)
    s = e.sum(axis=axis, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)
