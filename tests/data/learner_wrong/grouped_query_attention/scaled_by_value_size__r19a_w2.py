# MISTAKE: the scores are scaled by 1/sqrt(d_v) (the value size, v.shape[-1]) instead of 1/sqrt(head_dim) of the queries/keys.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    batch, num_heads, q_len, head_dim = q.shape
    num_kv = k.shape[1]
    if num_heads % num_kv != 0:
        raise ValueError("num_heads % num_kv_heads != 0")
    g = num_heads // num_kv
    d_v = v.shape[-1]
    out = np.zeros((batch, num_heads, q_len, d_v), dtype=q.dtype)
    weights = np.zeros((batch, num_heads, q_len, k.shape[2]), dtype=q.dtype)
    full_mask = None if mask is None else np.broadcast_to(mask, weights.shape)
    for h in range(num_heads):
        kv = h // g
        s = q[:, h] @ np.swapaxes(k[:, kv], -1, -2) / np.sqrt(d_v)
        if full_mask is not None:
            s = np.where(full_mask[:, h], s, -np.inf)
        top = s.max(-1, keepdims=True)
        top = np.where(np.isneginf(top), 0, top)
        e = np.exp(s - top)
        tot = e.sum(-1, keepdims=True)
        p = np.where(tot > 0, e / np.where(tot > 0, tot, 1), 0)
        weights[:, h] = p
        out[:, h] = p @ v[:, kv]
    return out, weights
