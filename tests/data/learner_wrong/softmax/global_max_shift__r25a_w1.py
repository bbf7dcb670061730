# MISTAKE: Subtracts the global maximum of the whole array (np.max(x) without axis) instead of the maximum of each slice, so a slice far below the global max underflows to 0/0 and gives zeros.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x)
    if not np.isfinite(m):
        m = 0.0
    e = np.exp(x - m)
    s = np.sum(e, axis=axis, keepdims=True)
    out = np.where(s > 0, e / np.where(s > 0, s, 1), 0)
    return out.astype(x.dtype, copy=False)
