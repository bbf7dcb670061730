# MISTAKE: The size check only rejects last axes that numpy cannot broadcast, so a size-1 last axis against size d silently broadcasts instead of raising ValueError.
# MISTAKE: The result array is created with np.zeros(shape) (float64) and filled, so float32 inputs return float64.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1] and 1 not in (a.shape[-1], b.shape[-1]):
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a ** 2, axis=-1))
    nb = np.sqrt(np.sum(b ** 2, axis=-1))
    denom = na * nb
    out = np.zeros(np.shape(denom))
    nz = denom > 0
    out[nz] = (np.broadcast_to(dot, out.shape)[nz] / denom[nz])
    return out
