# MISTAKE: PyTorch nn.Linear habit: every projection is applied as x @ W.T (weights read as (out, in)) instead of x @ W, for w_q, w_k, w_v and w_o.
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
    d_model = w_q.shape[0]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    head_dim = d_model // num_heads
    # F.linear(x, W) == x @ W.T
    q = _split(x_q @ w_q.T, num_heads)
    k = _split(x_kv @ w_k.T, num_heads)
    v = _split(x_kv @ w_v.T, num_heads)
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(head_dim)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf).astype(scores.dtype, copy=False)
    weights = _softmax(scores)
    ctx = weights @ v
    b, h, s, d = ctx.shape
    merged = ctx.transpose(0, 2, 1, 3).reshape(b, s, h * d)
    return merged @ w_o.T, weights
