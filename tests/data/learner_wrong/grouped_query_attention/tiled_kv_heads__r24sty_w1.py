# MISTAKE: query head h is served by key/value head h % num_kv_heads (round-robin, like np.tile) instead of h // g (contiguous groups as np.repeat / repeat_kv).
import math

import numpy as np


def _softmax_rows(s):
    out = np.zeros_like(s)
    for idx in np.ndindex(*s.shape[:-1]):
        row = s[idx]
        if np.all(np.isneginf(row)):
            continue
        e = np.exp(row - row.max())
        out[idx] = e / e.sum()
    return out


def grouped_query_attention(q, k, v, mask=None):
    b, n_heads, t_q, d = q.shape
    n_kv = k.shape[1]
    if n_heads % n_kv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    scale = 1.0 / math.sqrt(d)
    weights = np.zeros((b, n_heads, t_q, k.shape[2]), dtype=q.dtype)
    out = np.zeros((b, n_heads, t_q, v.shape[-1]), dtype=q.dtype)
    full_mask = None if mask is None else np.broadcast_to(mask, weights.shape)
    for h in range(n_heads):
        kv = h % n_kv
        s = q[:, h] @ np.swapaxes(k[:, kv], -1, -2) * scale
        if full_mask is not None:
            s = np.where(full_mask[:, h], s, -np.inf)
        p = _softmax_rows(s)
        weights[:, h] = p
        out[:, h] = p @ v[:, kv]
    return out, weights
