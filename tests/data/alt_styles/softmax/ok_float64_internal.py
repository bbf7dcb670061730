import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    z = x.astype(np.float64)
    with np.errstate(invalid="ignore"):
        shifted = z - np.max(z, axis=axis, keepdims=True)
    shifted = np.nan_to_num(shifted, nan=-np.inf)
    e = np.exp(shifted)
    s = np.sum(e, axis=axis, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        out = e / s
    return np.nan_to_num(out, nan=0.0).astype(x.dtype)
