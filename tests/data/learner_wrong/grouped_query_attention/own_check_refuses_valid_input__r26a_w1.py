# MISTAKE: the divisibility check is reversed (num_kv_heads % num_heads), so valid inputs such as 4 query heads with 2 K/V heads raise ValueError.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H = q.shape[1]
    Hkv = k.shape[1]
    if Hkv % H != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hkv
    k = np.repeat(k, g, axis=1)
    v = np.repeat(v, g, axis=1)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(q.shape[-1]).astype(q.dtype)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.nan_to_num(mx, neginf=0.0)
    p = np.exp(s - mx)
    den = p.sum(-1, keepdims=True)
    w = p / np.maximum(den, np.finfo(p.dtype).tiny)
    return np.einsum("bhqk,bhkd->bhqd", w, v), w
