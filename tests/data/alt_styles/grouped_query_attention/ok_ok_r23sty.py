import math
import numpy as np


def _softmax_rows(s):
    # s: (q_len, k_len); -inf = masked. Fully masked row -> zeros.
    out = np.zeros_like(s)
    for i in range(s.shape[0]):
        row = s[i]
        finite = np.isfinite(row)
        if not finite.any():
            continue
        e = np.where(finite, np.exp(row - row[finite].max()), 0.0)
        out[i] = e / e.sum()
    return out


def grouped_query_attention(q, k, v, mask=None):
    # Explicit loop over query heads; query head h reads K/V head h // g.
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    batch, num_heads, q_len, head_dim = q.shape
    num_kv = k.shape[1]
    if num_heads % num_kv != 0:
        raise ValueError(f"num_heads={num_heads} is not a multiple of num_kv_heads={num_kv}")
    g = num_heads // num_kv
    k_len = k.shape[2]
    d_v = v.shape[-1]
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, dtype=bool), (batch, num_heads, q_len, k_len))
    scale = 1.0 / math.sqrt(head_dim)
    dt = q.dtype
    weights = np.zeros((batch, num_heads, q_len, k_len), dtype=np.float64)
    output = np.zeros((batch, num_heads, q_len, d_v), dtype=np.float64)
    for b in range(batch):
        for h in range(num_heads):
            kv = h // g
            s = (q[b, h].astype(np.float64) @ k[b, kv].astype(np.float64).T) * scale
            if full_mask is not None:
                s = np.where(full_mask[b, h], s, -np.inf)
            p = _softmax_rows(s)
            weights[b, h] = p
            output[b, h] = p @ v[b, kv].astype(np.float64)
    return output.astype(dt), weights.astype(dt)
