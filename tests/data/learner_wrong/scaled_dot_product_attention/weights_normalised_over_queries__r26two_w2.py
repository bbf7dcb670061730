# MISTAKE: the softmax normalises over axis -2 (the query axis) instead of the key axis -1.
# MISTAKE: stability subtracts one global maximum of the whole score array instead of each row's maximum, so a row whose scores lie ~1000 below the global max underflows and comes out as all-zero weights.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scale = 1.0 / math.sqrt(q.shape[-1])
    s = np.matmul(q, np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    finite = s[np.isfinite(s)]
    top = finite.max() if finite.size else 0.0
    ex = np.exp(s - top)
    tot = ex.sum(axis=-2, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        w = np.where(tot > 0, ex / tot, 0.0)
    w = w.astype(q.dtype)
    return (w @ v).astype(q.dtype), w
