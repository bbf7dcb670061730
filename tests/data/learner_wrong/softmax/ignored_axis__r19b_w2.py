# MISTAKE: ignores the axis argument in the normalisation -- the sum is hard-coded to axis=-1 (the max uses `axis`), so for axis=0 / -2 the result is normalised over the wrong axis.
import numpy as np


def softmax(x, axis=-1):
    shifted = x - np.max(x, axis=axis, keepdims=True)
    shifted = np.nan_to_num(shifted, nan=-np.inf)
    e = np.exp(shifted)
    denom = e.sum(axis=-1, keepdims=True)
    with np.errstate(invalid="ignore"):
        out = np.where(denom > 0, e / denom, 0.0)
    return out.astype(x.dtype)
