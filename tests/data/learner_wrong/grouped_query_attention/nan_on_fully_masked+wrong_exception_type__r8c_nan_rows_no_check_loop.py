# Two mistakes: plain softmax after -inf masking, so a fully masked query row gives NaN weights and output instead of zeros; and no num_heads % num_kv_heads check (g = int(H / Hkv), so 6 heads over 4 K/V heads raises IndexError instead of ValueError); loop over query heads with kv = h // g.
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Lq, d = q.shape
    Hkv = k.shape[1]
    g = int(H / Hkv)
    out = np.empty((B, H, Lq, v.shape[-1]), dtype=q.dtype)
    weights = np.empty((B, H, Lq, k.shape[2]), dtype=q.dtype)
    full = None if mask is None else np.broadcast_to(mask, (B, H, Lq, k.shape[2]))
    for h in range(H):
        kv = h // g
        s = q[:, h] @ k[:, kv].transpose(0, 2, 1) / math.sqrt(d)
        if full is not None:
            s = np.where(full[:, h], s, -np.inf)
        e = np.exp(s - s.max(-1, keepdims=True))
        p = e / e.sum(-1, keepdims=True)
        weights[:, h] = p
        out[:, h] = p @ v[:, kv]
    return out, weights
