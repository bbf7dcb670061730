# https://github.com/braindecode/braindecode/pull/902 -- naive MHA scales the scores by 1/sqrt(emb_size) (d_model) instead of 1/sqrt(head_dim): wrong whenever num_heads > 1.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    q = (x_q @ w_q).reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    s = (q @ k.transpose(0, 1, 3, 2)) / np.sqrt(np.asarray(d, dtype=x_q.dtype))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(x_q.dtype)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(b, tq, d) @ w_o
    return o.astype(x_q.dtype), w
