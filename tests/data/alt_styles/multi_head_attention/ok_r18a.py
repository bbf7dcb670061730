import math
import numpy as np


def _softmax_safe(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    tot = e.sum(axis=-1, keepdims=True)
    return np.where(tot > 0, e / np.where(tot > 0, tot, 1), 0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    dt = np.result_type(x_q, x_kv, w_q, w_k, w_v, w_o)
    b, lq, d_model = x_q.shape
    lk = x_kv.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d_model // num_heads

    def split(t, n):
        return t.reshape(b, n, num_heads, hd).transpose(0, 2, 1, 3)

    q = split(x_q @ w_q, lq)
    k = split(x_kv @ w_k, lk)
    v = split(x_kv @ w_v, lk)
    s = q @ np.swapaxes(k, -1, -2) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    w = _softmax_safe(s).astype(dt, copy=False)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, lq, d_model)
    out = (ctx @ w_o).astype(dt, copy=False)
    return out, w
