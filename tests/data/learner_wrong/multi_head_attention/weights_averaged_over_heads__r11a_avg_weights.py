# WRONG: returns the attention weights averaged over heads, shape (batch, q_len, k_len) (PyTorch's average_attn_weights=True default), instead of every head's weights; the output itself is correct.
import math
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("bad num_heads")
    hd = d_model // num_heads
    B, T, S = x_q.shape[0], x_q.shape[1], x_kv.shape[1]
    q = (x_q @ w_q).reshape(B, T, num_heads, hd).swapaxes(1, 2)
    k = (x_kv @ w_k).reshape(B, S, num_heads, hd).swapaxes(1, 2)
    v = (x_kv @ w_v).reshape(B, S, num_heads, hd).swapaxes(1, 2)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf).astype(s.dtype)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(s.dtype)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    o = np.einsum("bhqk,bhkd->bqhd", w, v).reshape(B, T, d_model)
    return o @ w_o, w.mean(axis=1)
