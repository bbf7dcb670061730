# WRONG (two mistakes): loop over query heads picks K/V head h // num_kv_heads instead of h // g (right only when g == num_kv_heads; else wrong head or IndexError), and divides by np.sqrt(head_dim) (a float64 scalar) so float32 inputs come back float64.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, nh, tq, d = q.shape
    nkv, tk = k.shape[1], k.shape[2]
    if nh % nkv:
        raise ValueError("num_heads % num_kv_heads != 0")
    outs, ws = [], []
    full_mask = None if mask is None else np.broadcast_to(mask, (b, nh, tq, tk))
    for h in range(nh):
        kv = h // nkv
        s = q[:, h] @ k[:, kv].swapaxes(-1, -2) / np.sqrt(d)
        if full_mask is not None:
            s = np.where(full_mask[:, h], s, -np.inf)
        m = s.max(-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0.0)
        e = np.exp(s - m)
        z = e.sum(-1, keepdims=True)
        w = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
        ws.append(w)
        outs.append(w @ v[:, kv])
    return np.stack(outs, axis=1), np.stack(ws, axis=1)
