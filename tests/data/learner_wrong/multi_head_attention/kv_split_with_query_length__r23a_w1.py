# MISTAKE: The keys and values are split into heads with the query length (seq_len taken from x_q) instead of their own length k_len, so cross-attention with q_len != k_len breaks.
import math

import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q = np.asarray(x_q)
    x_kv = np.asarray(x_kv)
    batch, seq_len, d_model = x_q.shape
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    head_dim = d_model // num_heads

    def split(t):
        return t.reshape(batch, seq_len, num_heads, head_dim).transpose(0, 2, 1, 3)

    q = split(x_q @ w_q)
    k = split(x_kv @ w_k)
    v = split(x_kv @ w_v)

    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(head_dim)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, np.array(-np.inf, dtype=scores.dtype))
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, np.zeros_like(m))
    e = np.exp(scores - m)
    s = np.sum(e, axis=-1, keepdims=True)
    weights = e / np.where(s > 0, s, np.ones_like(s))

    ctx = np.matmul(weights, v)
    merged = ctx.transpose(0, 2, 1, 3).reshape(batch, seq_len, d_model)
    return merged @ w_o, weights
