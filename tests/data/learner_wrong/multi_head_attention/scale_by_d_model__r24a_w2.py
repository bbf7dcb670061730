# MISTAKE: the scores are divided by sqrt(d_model) (the full model width) instead of sqrt(head_dim), the per-head size.
import math
import numpy as np


def _split(t, num_heads):
    b, s, d = t.shape
    return t.reshape(b, s, num_heads, d // num_heads).transpose(0, 2, 1, 3)


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    tot = np.sum(e, axis=-1, keepdims=True)
    out = np.zeros_like(e)
    np.divide(e, tot, out=out, where=tot > 0)
    return out


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = x_q.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    q = _split(x_q @ w_q, num_heads)
    k = _split(x_kv @ w_k, num_heads)
    v = _split(x_kv @ w_v, num_heads)
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(d_model)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf).astype(scores.dtype, copy=False)
    weights = _softmax(scores)
    ctx = weights @ v
    b, h, s, d = ctx.shape
    merged = ctx.transpose(0, 2, 1, 3).reshape(b, s, h * d)
    return merged @ w_o, weights
