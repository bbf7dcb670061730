# https://github.com/Khaliladib11/Transformer-from-scratch/pull/2
# A typo passes the query input to the key projection: k = x_q @ w_k (v correctly from x_kv);
# invisible in self-attention, wrong in cross-attention.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Lq, D = x_q.shape
    if D % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = D // num_heads
    query, key, value = x_q, x_kv, x_kv
    q = (query @ w_q).reshape(B, -1, num_heads, hd).transpose(0, 2, 1, 3)
    k = (query @ w_k).reshape(B, -1, num_heads, hd).transpose(0, 2, 1, 3)      # typo: query
    v = (value @ w_v).reshape(B, -1, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(B, Lq, D) @ w_o
    return out.astype(x_q.dtype), w.astype(x_q.dtype)
