# mistakes: split with a plain reshape to (batch, heads, seq, head_dim) AND merge with a plain reshape back (no transposes)
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d_model // num_heads
    b, lq, lk = x_q.shape[0], x_q.shape[1], x_kv.shape[1]
    q = (x_q @ w_q).reshape(b, num_heads, lq, hd)
    k = (x_kv @ w_k).reshape(b, num_heads, lk, hd)
    v = (x_kv @ w_v).reshape(b, num_heads, lk, hd)
    s = q @ np.swapaxes(k, -1, -2) / q.dtype.type(np.sqrt(hd))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return (w @ v).reshape(b, lq, d_model) @ w_o, w
