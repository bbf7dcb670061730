import numpy as np


def softmax(x, axis=-1):
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, np.zeros_like(m))
    with np.errstate(divide="ignore", invalid="ignore"):
        lse = m + np.log(np.sum(np.exp(x - m), axis=axis, keepdims=True))
        out = np.exp(x - lse)
    return np.nan_to_num(out, nan=0.0).astype(x.dtype, copy=False)
