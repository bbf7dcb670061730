# Wrong: projects keys and values from x_q instead of x_kv (breaks cross-attention), and fully masked query rows give NaN (no safe softmax).
import math
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    heads = lambda t: t.reshape(*t.shape[:-1], num_heads, hd)
    q = heads(np.einsum("bsd,de->bse", x_q, w_q))
    k = heads(np.einsum("bsd,de->bse", x_q, w_k))
    v = heads(np.einsum("bsd,de->bse", x_q, w_v))
    s = np.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    s = s - s.max(-1, keepdims=True)
    p = np.exp(s)
    p = p / p.sum(-1, keepdims=True)
    ctx = np.einsum("bhqk,bkhd->bqhd", p, v).reshape(x_q.shape[0], x_q.shape[1], d_model)
    return np.einsum("bqd,de->bqe", ctx, w_o), p
