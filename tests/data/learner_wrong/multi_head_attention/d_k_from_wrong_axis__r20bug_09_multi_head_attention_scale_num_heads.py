# SOURCE: https://github.com/tenstorrent/tt-metal/pull/56789
# BUG: MultiHeadAttention scales attention scores by 1/sqrt(num_heads), while its own comment says 1/sqrt(head_dim).
import numpy as np


def _attend(q, k, v, scale, mask):
    s = (q @ np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0.0)
    return w @ v, w


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q = np.asarray(x_q); x_kv = np.asarray(x_kv)
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d // num_heads
    q = (x_q @ w_q).reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    scale = 1.0 / np.sqrt(num_heads)              # BUG: should be 1/sqrt(head_dim)
    ctx, w = _attend(q, k, v, scale, mask)
    out = ctx.transpose(0, 2, 1, 3).reshape(b, tq, d) @ w_o
    return out.astype(x_q.dtype), w.astype(x_q.dtype)
