# MISTAKE: the padding mask is applied AFTER the softmax (weights * mask) without renormalising, so padded keys get 0 but the remaining weights of a padded sentence no longer sum to 1 (the softmax still spread mass over the padding).
import math
import numpy as np


def _split(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)


def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    b, t_dec, d = x_dec.shape
    if d % num_heads != 0:
        raise ValueError(f"d_model {d} is not divisible by num_heads {num_heads}")
    hd = d // num_heads
    q = _split(x_dec @ w_q, num_heads)
    k = _split(x_enc @ w_k, num_heads)
    v = _split(x_enc @ w_v, num_heads)
    scores = (q @ k.transpose(0, 1, 3, 2)) / math.sqrt(hd)
    weights = _softmax(scores)
    if enc_padding_mask is not None:
        pad = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        weights = weights * pad                 # padded keys get weight exactly 0
    weights = weights.astype(x_dec.dtype, copy=False)
    ctx = weights @ v
    ctx = ctx.transpose(0, 2, 1, 3).reshape(b, t_dec, d)
    out = (ctx @ w_o).astype(x_dec.dtype, copy=False)
    return out, weights
