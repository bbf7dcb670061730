import math

import numpy as np


def _split(t, num_heads):
    b, s, d = t.shape
    return t.reshape(b, s, num_heads, d // num_heads).transpose(0, 2, 1, 3)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q = np.asarray(x_q)
    x_kv = np.asarray(x_kv)
    batch, q_len, d_model = x_q.shape
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    head_dim = d_model // num_heads

    q = _split(x_q @ w_q, num_heads)
    k = _split(x_kv @ w_k, num_heads)
    v = _split(x_kv @ w_v, num_heads)

    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(head_dim)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, np.array(-np.inf, dtype=scores.dtype))
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, np.zeros_like(m))
    e = np.exp(scores - m)
    s = np.sum(e, axis=-1, keepdims=True)
    weights = e / np.where(s > 0, s, np.ones_like(s))

    ctx = np.matmul(weights, v)  # (batch, heads, q_len, head_dim)
    merged = ctx.transpose(0, 2, 1, 3).reshape(batch, q_len, d_model)
    return merged @ w_o, weights
