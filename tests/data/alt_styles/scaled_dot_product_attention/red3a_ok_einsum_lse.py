import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = np.einsum("...id,...jd->...ij", q, k) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf).astype(s.dtype, copy=False)
    m = np.max(s, axis=-1, keepdims=True)
    ok = np.isfinite(m)
    m = np.where(ok, m, 0).astype(s.dtype)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    w = e / np.where(z > 0, z, 1).astype(s.dtype)
    out = np.einsum("...ij,...jd->...id", w, v)
    return out, w
