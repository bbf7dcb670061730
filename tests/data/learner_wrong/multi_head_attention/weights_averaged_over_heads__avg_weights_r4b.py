# WRONG: PyTorch's average_attn_weights=True habit: returns the weights averaged over heads, shape (batch, q_len, k_len), instead of every head's (batch, num_heads, q_len, k_len). Output right, dtype kept.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Lq, D = x_q.shape
    Lk = x_kv.shape[1]
    if D % num_heads:
        raise ValueError("d_model % num_heads")
    hd = D // num_heads
    sp = lambda t, L: t.reshape(B, L, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(x_q @ w_q, Lq), sp(x_kv @ w_k, Lk), sp(x_kv @ w_v, Lk)
    s = q @ k.transpose(0, 1, 3, 2) * q.dtype.type(1 / np.sqrt(hd))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(B, Lq, D)
    return ctx @ w_o, w.mean(axis=1)
