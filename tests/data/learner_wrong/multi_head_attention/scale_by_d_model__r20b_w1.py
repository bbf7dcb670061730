# MISTAKE: wrong scale -- scales the per-head scores by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Tq, D = x_q.shape
    Tk = x_kv.shape[1]
    if D % num_heads:
        raise ValueError("num_heads must divide d_model")
    H, hd = num_heads, D // num_heads
    q = (x_q @ w_q).reshape(B, Tq, H, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(B, Tk, H, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(B, Tk, H, hd).transpose(0, 2, 1, 3)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(np.asarray(D, dtype=q.dtype))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    ctx = np.einsum("bhqk,bhkd->bhqd", w, v)
    out = ctx.transpose(0, 2, 1, 3).reshape(B, Tq, D) @ w_o
    return out.astype(q.dtype), w
