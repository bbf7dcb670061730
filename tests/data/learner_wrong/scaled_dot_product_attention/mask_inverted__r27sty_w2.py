# MISTAKE: the mask is read with True = hidden (masked scores are where mask is True), the opposite of the required True = may attend.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scale = 1.0 / math.sqrt(q.shape[-1])
    s = np.einsum("...qd,...kd->...qk", q, k) * scale
    if mask is not None:
        s = np.ma.masked_array(*np.broadcast_arrays(s, np.asarray(mask, dtype=bool))).filled(-np.inf)
    peak = np.max(s, axis=-1, keepdims=True)
    peak[~np.isfinite(peak)] = 0.0
    e = np.exp(s - peak)
    total = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, total, out=np.zeros_like(e), where=total > 0)
    return np.einsum("...qk,...kv->...qv", w, v), w
