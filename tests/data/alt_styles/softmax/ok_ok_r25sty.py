import numpy as np


def _softmax_1d(row):
    finite = row != -np.inf
    out = np.zeros_like(row)
    if not finite.any():
        return out
    m = row[finite].max()
    e = np.exp(row[finite] - m)
    out[finite] = e / e.sum()
    return out


def softmax(x, axis=-1):
    x = np.asarray(x)
    if x.ndim == 0:
        return _softmax_1d(x.reshape(1)).reshape(())
    return np.apply_along_axis(_softmax_1d, axis, x).astype(x.dtype, copy=False)
