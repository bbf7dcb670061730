# MISTAKE: the max is taken over the wrong axis: always axis=-1 (keepdims) instead of the requested axis, so for axis=0 the shift is per-row, which overflows/underflows on large inputs (e.g. a column [1000, -1000]).
import numpy as np
from functools import reduce


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = reduce(np.maximum, np.moveaxis(x, -1, 0))[..., None]
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(x - m)
    s = e.sum(axis=axis, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        out = np.where(s > 0, e / s, 0.0)
    return out.astype(x.dtype)
