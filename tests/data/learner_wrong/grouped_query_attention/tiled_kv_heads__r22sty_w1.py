# MISTAKE: the K/V heads are expanded with np.tile instead of np.repeat, so query head h uses K/V head h % num_kv_heads instead of h // g (interleaved instead of contiguous groups).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hkv = q.shape[1], k.shape[1]
    if H % Hkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hkv
    k_full = np.tile(k, (1, g, 1, 1))
    v_full = np.tile(v, (1, g, 1, 1))
    s = np.einsum("bhqd,bhkd->bhqk", q, k_full) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z != 0)
    o = np.einsum("bhqk,bhkd->bhqd", w, v_full)
    return o.astype(q.dtype), w.astype(q.dtype)
