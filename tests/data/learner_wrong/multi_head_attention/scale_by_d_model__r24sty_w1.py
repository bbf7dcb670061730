# MISTAKE: the scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim); it only agrees when num_heads == 1.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, t_q, d_model = x_q.shape
    t_k = x_kv.shape[1]
    if d_model % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = d_model // num_heads
    # project and split in one go: (b, t, d_in) x (d_in, h, hd) -> (b, h, t, hd)
    q = np.einsum('btd,dhe->bhte', x_q, w_q.reshape(-1, num_heads, hd))
    k = np.einsum('btd,dhe->bhte', x_kv, w_k.reshape(-1, num_heads, hd))
    v = np.einsum('btd,dhe->bhte', x_kv, w_v.reshape(-1, num_heads, hd))
    s = np.einsum('bhqe,bhke->bhqk', q, k) / np.sqrt(d_model)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    p = np.exp(s - m)
    z = p.sum(-1, keepdims=True)
    p = np.where(z > 0, p / np.where(z > 0, z, 1), 0)
    ctx = np.einsum('bhqk,bhke->bqhe', p, v).reshape(b, t_q, d_model)
    out = np.einsum('bqd,de->bqe', ctx, w_o)
    return out.astype(x_q.dtype), p.astype(x_q.dtype)
