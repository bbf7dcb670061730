import math
import numpy as np


def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return e / np.where(z > 0, z, 1)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d_model // num_heads
    dt = np.result_type(x_q, x_kv, w_q, w_k, w_v, w_o)
    q, k, v = x_q @ w_q, x_kv @ w_k, x_kv @ w_v
    b, lq, lk = x_q.shape[0], x_q.shape[1], x_kv.shape[1]
    full = None if mask is None else np.broadcast_to(mask, (b, num_heads, lq, lk))
    weights = np.zeros((b, num_heads, lq, lk), dtype=dt)
    ctx = np.zeros((b, lq, d_model), dtype=dt)
    for h in range(num_heads):
        sl = slice(h * hd, (h + 1) * hd)
        s = q[..., sl] @ np.swapaxes(k[..., sl], -1, -2) / math.sqrt(hd)
        if full is not None:
            s = np.where(full[:, h], s, -np.inf)
        w = _safe_softmax(s)
        weights[:, h] = w
        ctx[..., sl] = w @ v[..., sl]
    return (ctx @ w_o).astype(dt, copy=False), weights
