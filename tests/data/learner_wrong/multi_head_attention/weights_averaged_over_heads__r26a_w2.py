# MISTAKE: the returned weights are averaged over heads, shape (batch, q_len, k_len), instead of every head's weights (batch, num_heads, q_len, k_len).
import math
import numpy as np


def _stable_softmax(s):
    mx = np.max(s, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    ex = np.exp(s - mx)
    den = ex.sum(axis=-1, keepdims=True)
    return np.divide(ex, den, out=np.zeros_like(ex), where=den > 0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = x_q.shape[-1]
    if d_model % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = d_model // num_heads

    def split(t):
        return t.reshape(t.shape[0], t.shape[1], num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(x_q @ w_q), split(x_kv @ w_k), split(x_kv @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    w = _stable_softmax(s)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(x_q.shape[0], x_q.shape[1], d_model)
    out = ctx @ w_o
    return out.astype(x_q.dtype), w.mean(axis=1).astype(x_q.dtype)
