# MISTAKE: the scores are divided by sqrt(v.shape[-1]) (d_v) instead of sqrt(q.shape[-1]) (d_k), wrong whenever d_v differs from d_k.
import numpy as np


def _softmax_safe(s):
    top = s.max(axis=-1, keepdims=True)
    top[np.isinf(top)] = 0.0
    e = np.exp(s - top)
    z = e.sum(axis=-1, keepdims=True)
    return np.where(z > 0, e / np.maximum(z, np.finfo(e.dtype).tiny), 0.0).astype(s.dtype)


def scaled_dot_product_attention(q, k, v, mask=None):
    scale = 1.0 / np.sqrt(v.shape[-1])
    s = np.einsum("...qd,...kd->...qk", q, k) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf).astype(s.dtype)
    w = _softmax_safe(s)
    out = np.einsum("...qk,...kd->...qd", w, v)
    return out, w
