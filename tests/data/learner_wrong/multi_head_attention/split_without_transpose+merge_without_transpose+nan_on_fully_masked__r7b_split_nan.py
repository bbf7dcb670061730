# WRONG: two mistakes: splits heads by reshaping straight to (batch, heads, seq, head_dim) (no transpose, mixes positions; merge likewise) and a fully masked row gives NaN weights/output instead of zeros.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model % num_heads")
    hd = d_model // num_heads
    B, Lq, _ = x_q.shape
    Lk = x_kv.shape[1]
    q = (x_q @ w_q).reshape(B, num_heads, Lq, hd)
    k = (x_kv @ w_k).reshape(B, num_heads, Lk, hd)
    v = (x_kv @ w_v).reshape(B, num_heads, Lk, hd)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(hd).astype(q.dtype)
    if mask is not None:
        s = np.where(mask, s, -np.inf).astype(q.dtype)
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    w = e / e.sum(axis=-1, keepdims=True)
    out = (w @ v).reshape(B, Lq, d_model) @ w_o
    return out, w
