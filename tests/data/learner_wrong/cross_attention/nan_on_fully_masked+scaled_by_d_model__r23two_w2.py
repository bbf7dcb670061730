# MISTAKE: Scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
# MISTAKE: Plain softmax after the -inf fill with no fully-masked-row guard: a source that is all padding gives NaN weights and output instead of zeros.
import math

import numpy as np


def _split(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)


def _merge(x):
    b, h, t, hd = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, t, h * hd)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    d_model = x_dec.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model {d_model} not divisible by num_heads {num_heads}")
    q = _split(x_dec @ w_q, num_heads)
    k = _split(x_enc @ w_k, num_heads)
    v = _split(x_enc @ w_v, num_heads)
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(d_model)
    if enc_padding_mask is not None:
        keep = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        scores = np.where(keep, scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    weights = e / e.sum(axis=-1, keepdims=True)
    ctx = weights @ v
    out = _merge(ctx) @ w_o
    dt = x_dec.dtype
    return out.astype(dt, copy=False), weights.astype(dt, copy=False)
