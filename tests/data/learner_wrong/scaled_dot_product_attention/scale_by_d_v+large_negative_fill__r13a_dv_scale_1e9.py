# WRONG: scales by 1/sqrt(d_v) = 1/sqrt(v.shape[-1]) instead of 1/sqrt(d_k); and masked scores are filled with -1e9, so a fully masked row gets uniform weights and the mean of v instead of zeros.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scale = 1.0 / math.sqrt(v.shape[-1])
    s = np.einsum("...id,...jd->...ij", q, k) * scale
    if mask is not None:
        s = np.where(mask, s, -1e9)
    s = s - s.max(-1, keepdims=True)
    p = np.exp(s)
    p = p / p.sum(-1, keepdims=True)
    return np.einsum("...ij,...jd->...id", p, v).astype(q.dtype), p.astype(q.dtype)
