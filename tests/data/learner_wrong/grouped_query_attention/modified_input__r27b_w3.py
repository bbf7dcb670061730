# MISTAKE: the queries are scaled in place (q /= sqrt(head_dim)), which modifies the caller's q array.
import numpy as np


def _expand_kv(t, g):
    b, h, n, d = t.shape
    return np.broadcast_to(t[:, :, None], (b, h, g, n, d)).reshape(b, h * g, n, d)


def grouped_query_attention(q, k, v, mask=None):
    heads, kv_heads = q.shape[1], k.shape[1]
    if heads % kv_heads != 0:
        raise ValueError("num_heads is not a multiple of num_kv_heads")
    g = heads // kv_heads
    k_full = _expand_kv(k, g)
    v_full = _expand_kv(v, g)
    q /= np.sqrt(q.shape[-1]).astype(q.dtype)
    s = q @ k_full.swapaxes(-1, -2)
    if mask is None:
        ok = np.ones(s.shape, dtype=bool)
    else:
        ok = np.broadcast_to(mask, s.shape)
    s = np.where(ok, s, -np.inf)
    row_max = s.max(axis=-1, keepdims=True)
    row_max[~np.isfinite(row_max)] = 0
    p = np.exp(s - row_max)
    z = p.sum(axis=-1, keepdims=True)
    p = np.divide(p, z, out=np.zeros_like(p), where=z != 0)
    return (p @ v_full).astype(q.dtype), p.astype(q.dtype)
