"""Correct: a Python loop over heads, each head a column slice of the projections;
heads concatenated along the features, weights stacked on a new head axis."""
import math

import numpy as np


def _attention(q, k, v, mask):
    s = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])  # keeps float32 float32
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    out = np.zeros_like(s)
    rows = np.isfinite(s).any(axis=-1)
    m = np.max(np.where(rows[..., None], s, 0.0), axis=-1, keepdims=True)
    e = np.exp(np.where(rows[..., None], s - m, -np.inf))
    z = e.sum(axis=-1, keepdims=True)
    np.divide(e, z, out=out, where=z > 0)
    return out @ v, out


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = x_q.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be a multiple of num_heads")
    hd = d_model // num_heads
    q, k, v = x_q @ w_q, x_kv @ w_k, x_kv @ w_v
    if mask is not None:
        mask = np.broadcast_to(mask, (x_q.shape[0], num_heads, x_q.shape[1], x_kv.shape[1]))
    contexts, weights = [], []
    for h in range(num_heads):
        cols = slice(h * hd, (h + 1) * hd)
        ctx, w = _attention(q[..., cols], k[..., cols], v[..., cols], None if mask is None else mask[:, h])
        contexts.append(ctx)
        weights.append(w)
    return np.concatenate(contexts, axis=-1) @ w_o, np.stack(weights, axis=1)
