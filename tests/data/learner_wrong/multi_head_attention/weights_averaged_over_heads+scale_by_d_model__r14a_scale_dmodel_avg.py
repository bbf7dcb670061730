# Wrong: scales the scores by 1/sqrt(d_model) instead of 1/sqrt(head_dim), and returns the weights averaged over heads, shape (batch, q_len, k_len) (torch average_attn_weights=True).
import math
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("bad num_heads")
    hd = d_model // num_heads
    B, Lq, Lk = x_q.shape[0], x_q.shape[1], x_kv.shape[1]
    split = lambda t, L: t.reshape(B, L, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(x_q @ w_q, Lq), split(x_kv @ w_k, Lk), split(x_kv @ w_v, Lk)
    s = q @ k.swapaxes(-1, -2) / math.sqrt(d_model)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = e / np.where(z == 0, 1, z)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(B, Lq, d_model)
    return ctx @ w_o, w.mean(axis=1)
