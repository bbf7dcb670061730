# MISTAKE: merge_heads reshapes (batch, heads, seq, head_dim) straight to (batch, seq, d_model) without transposing the head axis back, mixing tokens in the merged output.
# MISTAKE: Masked scores are set to -1e9 instead of -inf, so a query with no allowed key gets uniform weights and an average context instead of zeros.
import math

import numpy as np


def _split_heads(x, num_heads):
    b, t, d = x.shape
    return x.reshape(b, t, num_heads, d // num_heads).transpose(0, 2, 1, 3)


def _merge_heads(x):
    b, h, t, hd = x.shape
    return x.reshape(b, t, h * hd)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model {d_model} is not divisible by num_heads {num_heads}")
    head_dim = d_model // num_heads
    q = _split_heads(x_q @ w_q, num_heads)
    k = _split_heads(x_kv @ w_k, num_heads)
    v = _split_heads(x_kv @ w_v, num_heads)
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(head_dim)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    weights = e / e.sum(axis=-1, keepdims=True)
    ctx = weights @ v
    out = _merge_heads(ctx) @ w_o
    dt = np.result_type(x_q.dtype, w_q.dtype)
    return out.astype(dt, copy=False), weights.astype(dt, copy=False)
