# WRONG: K is expanded with np.repeat (right) but V with np.tile (so query head h reads the values of K/V head h % num_kv_heads while its keys come from h // g); and divides by np.sqrt(head_dim), so float32 inputs come back float64.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    n_h, n_kv = q.shape[1], k.shape[1]
    if n_h % n_kv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = n_h // n_kv
    k = np.repeat(k, g, axis=1)
    v = np.tile(v, (1, g, 1, 1))
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(q.shape[-1])
    ok = np.ones(s.shape, bool) if mask is None else np.broadcast_to(mask, s.shape)
    s = np.where(ok, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.where(ok, np.exp(s - mx), 0)
    z = e.sum(-1, keepdims=True)
    w = e / np.where(z > 0, z, 1)
    return np.einsum("bhqk,bhkv->bhqv", w, v), w
