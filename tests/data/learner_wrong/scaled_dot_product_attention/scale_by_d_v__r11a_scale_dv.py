# WRONG: scales by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(d_k) — visible only when d_v != d_k.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = np.einsum("...qd,...kd->...qk", q, k) / math.sqrt(v.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf).astype(s.dtype)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(s.dtype)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(s.dtype)
    return np.einsum("...qk,...kd->...qd", w, v), w
