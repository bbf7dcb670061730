import math
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    batch, q_len, _ = x_q.shape
    k_len = x_kv.shape[1]
    q = x_q @ w_q
    k = x_kv @ w_k
    v = x_kv @ w_v
    allowed = np.ones((batch, num_heads, q_len, k_len), dtype=bool)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), allowed.shape)
    weights = np.zeros((batch, num_heads, q_len, k_len), dtype=q.dtype)
    heads = []
    for h in range(num_heads):
        sl = slice(h * hd, (h + 1) * hd)
        s = q[..., sl] @ np.swapaxes(k[..., sl], -1, -2) / q.dtype.type(math.sqrt(hd))
        s = np.where(allowed[:, h], s, -np.inf)
        m = s.max(axis=-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0)
        e = np.exp(s - m)
        z = e.sum(axis=-1, keepdims=True)
        w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
        weights[:, h] = w
        heads.append(w @ v[..., sl])
    merged = np.concatenate(heads, axis=-1)
    return merged @ w_o, weights
