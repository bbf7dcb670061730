# mistake: forgets the output projection w_o
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = x_q.shape[-1]
    if d_model % num_heads:
        raise ValueError("heads")
    hd = d_model // num_heads
    b, tq, tk = x_q.shape[0], x_q.shape[1], x_kv.shape[1]
    q = (x_q @ w_q).reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0).astype(x_q.dtype)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, tq, d_model)
    return ctx, w
