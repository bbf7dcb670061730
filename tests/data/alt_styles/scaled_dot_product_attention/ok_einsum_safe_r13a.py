import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    dt = np.result_type(q, k, v)
    s = np.einsum("...qd,...kd->...qk", q, k) * (1.0 / math.sqrt(q.shape[-1]))
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, np.array(-np.inf, dtype=s.dtype))
    row_max = np.max(s, axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, np.zeros_like(row_max))
    e = np.exp(s - row_max)
    z = np.sum(e, axis=-1, keepdims=True)
    w = e / np.where(z > 0, z, np.ones_like(z))
    out = np.einsum("...qk,...kd->...qd", w, v)
    return out.astype(dt, copy=False), w.astype(dt, copy=False)
