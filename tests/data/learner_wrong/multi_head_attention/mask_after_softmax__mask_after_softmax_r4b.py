# WRONG: masks AFTER the softmax (weights * mask, no renormalisation): masked keys get 0 but allowed rows no longer sum to 1 (right only without a mask or with nothing masked). dtype kept.
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
    e = np.exp(s - s.max(-1, keepdims=True))
    w = e / e.sum(-1, keepdims=True)
    if mask is not None:
        w = w * mask
    w = w.astype(q.dtype)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(B, Lq, D)
    return ctx @ w_o, w
