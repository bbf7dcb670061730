import math

import numpy as np


def _split(x, num_heads):
    b, t, d = x.shape
    return x.reshape(b, t, num_heads, d // num_heads).transpose(0, 2, 1, 3)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    d_model = x_dec.shape[-1]
    if num_heads <= 0 or d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    dtype = x_dec.dtype
    hd = d_model // num_heads

    q = _split(x_dec @ w_q, num_heads)
    k = _split(x_enc @ w_k, num_heads)
    v = _split(x_enc @ w_v, num_heads)

    scores = (q @ k.transpose(0, 1, 3, 2)) * (1.0 / math.sqrt(hd))    # (b, h, t_dec, t_enc)
    if enc_padding_mask is not None:
        allowed = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
    else:
        allowed = np.ones((1, 1, 1, scores.shape[-1]), dtype=bool)
    allowed = np.broadcast_to(allowed, scores.shape)
    scores = np.where(allowed, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(scores - m), 0.0)
    s = e.sum(axis=-1, keepdims=True)
    weights = np.divide(e, s, out=np.zeros_like(e), where=s > 0).astype(dtype, copy=False)

    ctx = weights @ v                                                   # (b, h, t_dec, hd)
    b, _, t_dec, _ = ctx.shape
    merged = ctx.transpose(0, 2, 1, 3).reshape(b, t_dec, d_model)
    out = (merged @ w_o).astype(dtype, copy=False)
    return out, weights
