# mistakes: scale 1/sqrt(d_model) instead of 1/sqrt(head_dim) AND np.sqrt(int) promotes float32 to float64
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d_model // num_heads
    split = lambda t: t.reshape(t.shape[0], t.shape[1], num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(x_q @ w_q), split(x_kv @ w_k), split(x_kv @ w_v)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(d_model)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = np.einsum("bhqk,bhkd->bqhd", w, v).reshape(q.shape[0], -1, d_model)
    return ctx @ w_o, w
