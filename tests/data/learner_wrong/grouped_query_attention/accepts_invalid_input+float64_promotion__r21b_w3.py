# MISTAKE: (1) no check that num_heads is a multiple of num_kv_heads (the map h * num_kv_heads // num_heads silently accepts e.g. 6 and 4);
# (2) results are built in np.zeros(...) without a dtype, so float32 inputs come back float64.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Tq, D = q.shape
    Hkv, Tk = k.shape[1], k.shape[2]
    out = np.zeros((B, H, Tq, v.shape[-1]))
    weights = np.zeros((B, H, Tq, Tk))
    full_mask = np.ones((B, H, Tq, Tk), bool) if mask is None else np.broadcast_to(mask, (B, H, Tq, Tk))
    for b in range(B):
        for h in range(H):
            kv = h * Hkv // H
            s = q[b, h] @ k[b, kv].T / np.sqrt(D)
            for i in range(Tq):
                allowed = full_mask[b, h, i]
                if not allowed.any():
                    continue
                row = np.where(allowed, s[i], -np.inf)
                e = np.exp(row - row.max())
                weights[b, h, i] = e / e.sum()
            out[b, h] = weights[b, h] @ v[b, kv]
    return out, weights
