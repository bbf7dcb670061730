import math
import numpy as np


def _split(t, h):
    b, s, d = t.shape
    return np.swapaxes(t.reshape(b, s, h, d // h), 1, 2)


def _merge(t):
    b, h, s, hd = t.shape
    return np.swapaxes(t, 1, 2).reshape(b, s, h * hd)


def _attend_head(q, k, v, allow):
    # q (Lq, hd), k (Lk, hd), v (Lk, hd), allow (Lq, Lk) or None
    hd = q.shape[-1]
    s = (q @ k.T) / math.sqrt(hd)
    w = np.zeros_like(s)
    for i in range(s.shape[0]):
        row = s[i] if allow is None else np.where(allow[i], s[i], -np.inf)
        top = row.max()
        if np.isneginf(top):
            continue
        e = np.exp(row - top)
        w[i] = e / e.sum()
    return w @ v, w


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    dt = np.result_type(x_q, x_kv)
    q = _split(x_q @ w_q, num_heads)
    k = _split(x_kv @ w_k, num_heads)
    v = _split(x_kv @ w_v, num_heads)
    B, H, Lq, hd = q.shape
    Lk = k.shape[2]
    allow = None if mask is None else np.broadcast_to(np.asarray(mask, bool), (B, H, Lq, Lk))
    ctx = np.zeros((B, H, Lq, v.shape[-1]), dtype=dt)
    weights = np.zeros((B, H, Lq, Lk), dtype=dt)
    for b in range(B):
        for h in range(H):
            c, w = _attend_head(q[b, h], k[b, h], v[b, h], None if allow is None else allow[b, h])
            ctx[b, h] = c
            weights[b, h] = w
    return (_merge(ctx) @ w_o).astype(dt), weights
