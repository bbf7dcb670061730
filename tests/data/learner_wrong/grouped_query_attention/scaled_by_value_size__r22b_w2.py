# MISTAKE: the scale uses the value size, 1/sqrt(v.shape[-1]) (d_v), instead of 1/sqrt(head_dim) of the queries/keys; right only when d_v == head_dim.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, num_heads, q_len, _ = q.shape
    num_kv = k.shape[1]
    if num_heads % num_kv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = num_heads // num_kv
    k = np.repeat(k, g, axis=1)
    v = np.repeat(v, g, axis=1)
    d_v = v.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_v)
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
