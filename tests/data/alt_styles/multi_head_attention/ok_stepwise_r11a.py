import math
import numpy as np


def _split(t, h):
    b, s, d = t.shape
    return t.reshape(b, s, h, d // h).transpose(0, 2, 1, 3)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    q = _split(x_q @ w_q, num_heads)
    k = _split(x_kv @ w_k, num_heads)
    v = _split(x_kv @ w_v, num_heads)
    s = (q @ np.swapaxes(k, -1, -2)) * (1.0 / math.sqrt(hd))
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf).astype(s.dtype)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(s.dtype)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = w @ v
    b, h, t, _ = ctx.shape
    merged = ctx.transpose(0, 2, 1, 3).reshape(b, t, h * hd)
    return merged @ w_o, w
