# WRONG: loops over query heads with the right K/V head h // g, but scales scores by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(head_dim).
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, H, tq, d = q.shape
    Hkv, tk, dv = k.shape[1], k.shape[2], v.shape[-1]
    if H % Hkv:
        raise ValueError("heads")
    g = H // Hkv
    out = np.zeros((b, H, tq, dv), dtype=q.dtype)
    weights = np.zeros((b, H, tq, tk), dtype=q.dtype)
    allowed = np.broadcast_to(np.ones((), bool) if mask is None else mask, (b, H, tq, tk))
    for h in range(H):
        kh, vh = k[:, h // g], v[:, h // g]
        s = q[:, h] @ kh.swapaxes(-1, -2) / math.sqrt(dv)
        s = np.where(allowed[:, h], s, -np.inf)
        m = s.max(-1, keepdims=True)
        m = np.where(np.isneginf(m), 0, m)
        e = np.exp(s - m)
        z = e.sum(-1, keepdims=True)
        p = e / np.where(z == 0, 1, z)
        weights[:, h] = p
        out[:, h] = p @ vh
    return out, weights
