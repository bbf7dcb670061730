import math

import numpy as np


def _split_heads(x, num_heads):
    b, t, d = x.shape
    return x.reshape(b, t, num_heads, d // num_heads).transpose(0, 2, 1, 3)


def _merge_heads(x):
    b, h, t, hd = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, t, h * hd)


def _safe_softmax(scores, allowed):
    scores = np.where(allowed, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(allowed, np.exp(scores - m), 0)
    s = e.sum(axis=-1, keepdims=True)
    return e / np.where(s > 0, s, 1)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model {d_model} is not divisible by num_heads {num_heads}")
    head_dim = d_model // num_heads
    q = _split_heads(x_q @ w_q, num_heads)
    k = _split_heads(x_kv @ w_k, num_heads)
    v = _split_heads(x_kv @ w_v, num_heads)
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(head_dim)
    if mask is None:
        allowed = np.ones(scores.shape, dtype=bool)
    else:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
    weights = _safe_softmax(scores, allowed)
    ctx = weights @ v
    out = _merge_heads(ctx) @ w_o
    dt = np.result_type(x_q.dtype, w_q.dtype)
    return out.astype(dt, copy=False), weights.astype(dt, copy=False)
