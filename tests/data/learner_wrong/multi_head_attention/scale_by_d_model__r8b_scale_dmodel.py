# Wrong: scales every head's scores by 1/sqrt(d_model) instead of 1/sqrt(head_dim) (only shows with num_heads > 1). Everything else, dtype included, is right.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Tq, D = x_q.shape
    Tk = x_kv.shape[1]
    if D % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = D // num_heads
    q = (x_q @ w_q).reshape(B, Tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(B, Tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(B, Tk, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / D ** 0.5
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    den = e.sum(-1, keepdims=True)
    w = e / np.maximum(den, np.finfo(s.dtype).tiny)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(B, Tq, D)
    return ctx @ w_o, w
