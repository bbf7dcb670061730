# MISTAKE: the padding mask is read with PyTorch's key_padding_mask polarity (True = padding to ignore) instead of this exercise's True = real source token, so real tokens are masked and padding is attended.
import math

import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    head_dim = d_model // num_heads

    def split(t, n):
        return t.reshape(batch, n, num_heads, head_dim).transpose(0, 2, 1, 3)

    q = split(x_dec @ w_q, t_dec)
    k = split(x_enc @ w_k, t_enc)
    v = split(x_enc @ w_v, t_enc)

    scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(head_dim)
    if enc_padding_mask is not None:
        # same convention as torch.nn.MultiheadAttention(key_padding_mask=...)
        ignore = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        scores = np.where(ignore, -np.inf, scores)

    finite = np.isfinite(scores)
    row_max = np.max(np.where(finite, scores, -np.inf), axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0.0)
    e = np.where(finite, np.exp(scores - row_max), 0.0)
    denom = e.sum(axis=-1, keepdims=True)
    weights = np.where(denom > 0, e / np.where(denom > 0, denom, 1.0), 0.0)

    ctx = (weights @ v).transpose(0, 2, 1, 3).reshape(batch, t_dec, d_model)
    return (ctx @ w_o).astype(x_dec.dtype), weights.astype(x_dec.dtype)
