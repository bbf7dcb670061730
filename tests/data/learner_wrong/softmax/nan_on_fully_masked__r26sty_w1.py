# MISTAKE: a slice that is all -inf gives NaN (max is -inf and -inf - (-inf) is NaN) instead of zeros.
import numpy as np


def _softmax_1d(row):
    shifted = row - row.max()
    e = np.exp(shifted)
    return e / e.sum()


def softmax(x, axis=-1):
    x = np.asarray(x)
    if x.ndim == 0:
        return np.ones_like(x)
    out = np.apply_along_axis(_softmax_1d, axis, x)
    return out.astype(x.dtype, copy=False)
