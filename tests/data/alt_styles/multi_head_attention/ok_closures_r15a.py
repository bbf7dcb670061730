import math
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads

    def split(t):
        b, s, _ = t.shape
        return t.reshape(b, s, num_heads, hd).transpose(0, 2, 1, 3)

    def merge(t):
        b, _, s, _ = t.shape
        return t.transpose(0, 2, 1, 3).reshape(b, s, d_model)

    q = split(x_q @ w_q)
    k = split(x_kv @ w_k)
    v = split(x_kv @ w_v)
    s = (q @ np.swapaxes(k, -1, -2)) * (1.0 / math.sqrt(hd))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = merge(w @ v) @ w_o
    return out.astype(x_q.dtype, copy=False), w.astype(x_q.dtype, copy=False)
