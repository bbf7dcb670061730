# https://github.com/huggingface/transformers/pull/38290
# OPT: the query is multiplied by head_dim**-0.5 after the projection AND the attention kernel
# applies its default 1/sqrt(head_dim) again: the scores end up divided by head_dim.
import numpy as np


def _sdpa(q, k, v, mask):
    scale = 1.0 / np.sqrt(q.shape[-1])                     # kernel default scaling
    s = (q @ np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    return p @ v, p


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Lq, D = x_q.shape
    Lk = x_kv.shape[1]
    if D % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = D // num_heads
    scaling = hd ** -0.5
    q = (x_q @ w_q) * scaling
    k = x_kv @ w_k
    v = x_kv @ w_v
    q = q.reshape(B, Lq, num_heads, hd).transpose(0, 2, 1, 3)
    k = k.reshape(B, Lk, num_heads, hd).transpose(0, 2, 1, 3)
    v = v.reshape(B, Lk, num_heads, hd).transpose(0, 2, 1, 3)
    ctx, p = _sdpa(q, k, v, mask)
    out = ctx.transpose(0, 2, 1, 3).reshape(B, Lq, D) @ w_o
    return out.astype(x_q.dtype), p.astype(x_q.dtype)
