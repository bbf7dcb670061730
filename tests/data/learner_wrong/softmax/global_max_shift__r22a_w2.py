# MISTAKE: Subtracts the global maximum of the whole array (np.max(x) with no axis) instead of the maximum of each slice; a slice whose values are far below the global max underflows to all zeros.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    finite = x[np.isfinite(x)]
    m = finite.max() if finite.size else 0.0
    e = np.exp(x - m)
    s = np.sum(e, axis=axis, keepdims=True)
    out = np.where(s > 0, e / np.where(s > 0, s, 1), 0)
    return out.astype(x.dtype, copy=False)
