# MISTAKE: Heads are split with a direct reshape to (batch, heads, seq, head_dim) (no transpose), which mixes tokens into heads; merge uses the matching plain reshape back.
# MISTAKE: enc_padding_mask polarity is inverted: positions with True (real tokens) are masked and padding is attended.
import math

import numpy as np


def _split(x, h):
    b, t, d = x.shape
    return x.reshape(b, h, t, d // h)


def _merge(x):
    b, h, t, hd = x.shape
    return x.reshape(b, t, h * hd)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    d_model = x_dec.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model {d_model} not divisible by num_heads {num_heads}")
    head_dim = d_model // num_heads
    q = _split(x_dec @ w_q, num_heads)
    k = _split(x_enc @ w_k, num_heads)
    v = _split(x_enc @ w_v, num_heads)
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(head_dim)
    if enc_padding_mask is not None:
        padded = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        allowed = np.broadcast_to(~padded, scores.shape)
    else:
        allowed = np.ones(scores.shape, dtype=bool)
    scores = np.where(allowed, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(allowed, np.exp(scores - m), 0)
    s = e.sum(axis=-1, keepdims=True)
    weights = e / np.where(s > 0, s, 1)
    ctx = weights @ v
    out = _merge(ctx) @ w_o
    dt = x_dec.dtype
    return out.astype(dt, copy=False), weights.astype(dt, copy=False)
