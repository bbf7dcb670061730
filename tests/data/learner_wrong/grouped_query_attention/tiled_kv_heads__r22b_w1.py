# MISTAKE: K/V heads are expanded with np.tile(k, (1, g, 1, 1)) instead of np.repeat(k, g, axis=1), so query head h uses K/V head h % num_kv_heads instead of h // g.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads, num_kv = q.shape[1], k.shape[1]
    if num_heads % num_kv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = num_heads // num_kv
    k = np.tile(k, (1, g, 1, 1))
    v = np.tile(v, (1, g, 1, 1))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is None:
        allowed = np.ones(scores.shape, dtype=bool)
    else:
        allowed = np.broadcast_to(np.asarray(mask, bool), scores.shape)
    scores = np.where(allowed, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(scores - m), 0.0)
    s = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, s, out=np.zeros_like(e), where=s > 0)
    return (w @ v).astype(q.dtype, copy=False), w.astype(q.dtype, copy=False)
