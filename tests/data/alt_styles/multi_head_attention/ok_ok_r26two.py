# CORRECT: project, split via reshape+transpose, per-head scaled scores with mask and safe softmax, merge, w_o.
import math
import numpy as np


def _split_heads(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)


def _merge_heads(x):
    b, h, t, hd = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, t, h * hd)


def _safe_softmax(s, allowed):
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    z = e.sum(axis=-1, keepdims=True)
    return e / np.where(z > 0, z, 1.0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    dtype = x_q.dtype
    q = _split_heads(x_q @ w_q, num_heads)
    k = _split_heads(x_kv @ w_k, num_heads)
    v = _split_heads(x_kv @ w_v, num_heads)
    s = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(hd)
    if mask is None:
        allowed = np.ones(s.shape, dtype=bool)
    else:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), s.shape)
    w = _safe_softmax(s, allowed)
    out = _merge_heads(w @ v) @ w_o
    return out.astype(dtype), w.astype(dtype)
