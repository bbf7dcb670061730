# WRONG: expands K/V heads with np.tile (query head h uses K/V head h % num_kv_heads instead of h // g); right when num_kv_heads is 1 or equals num_heads. Everything else right.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    h, hkv = q.shape[1], k.shape[1]
    if h % hkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = h // hkv
    k = np.tile(k, (1, g, 1, 1))
    v = np.tile(v, (1, g, 1, 1))
    s = q @ np.swapaxes(k, -1, -2) / np.asarray(np.sqrt(q.shape[-1]), q.dtype)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return w @ v, w
