# wrong: scales by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(d_k) -- shows only when d_v != d_k
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scale = 1.0 / math.sqrt(v.shape[-1])
    s = np.einsum("...id,...jd->...ij", q, k) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.maximum(z, np.finfo(e.dtype).tiny), 0).astype(q.dtype)
    return np.einsum("...ij,...jd->...id", w, v).astype(q.dtype), w
