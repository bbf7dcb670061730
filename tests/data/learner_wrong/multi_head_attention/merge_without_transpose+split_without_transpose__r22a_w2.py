# MISTAKE: _split reshapes straight to (batch, num_heads, seq_len, head_dim) without the transpose, so each "head" gets a mix of different tokens instead of feature slice [i*head_dim, (i+1)*head_dim) of every token (merge is reshape-only to match, so shapes look fine).
import math
import numpy as np


def _split(t, h):
    b, s, d = t.shape
    return t.reshape(b, h, s, d // h)


def _merge(t):
    b, h, s, hd = t.shape
    return t.reshape(b, s, h * hd)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q = np.asarray(x_q)
    x_kv = np.asarray(x_kv)
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    dtype = x_q.dtype
    head_dim = d_model // num_heads

    q = _split(x_q @ w_q, num_heads)
    k = _split(x_kv @ w_k, num_heads)
    v = _split(x_kv @ w_v, num_heads)

    scores = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(head_dim)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)

    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    ssum = np.sum(e, axis=-1, keepdims=True)
    weights = np.where(ssum > 0, e / np.where(ssum > 0, ssum, 1), 0)

    ctx = weights @ v
    out = _merge(ctx) @ w_o
    return out.astype(dtype, copy=False), weights.astype(dtype, copy=False)
