# MISTAKE: heads are split with reshape(b, t, head_dim, num_heads).transpose(0, 3, 1, 2) instead of reshape(b, t, num_heads, head_dim).transpose(0, 2, 1, 3), so head h gets the strided features h, h+H, h+2H, ... instead of a contiguous slice (merge uses the matching inverse, so only multi-head results are wrong).
import math
import numpy as np


def _split(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, d // h, h).transpose(0, 3, 1, 2)     # (b, h, t, hd)


def _merge(x):
    b, h, t, hd = x.shape
    return x.transpose(0, 2, 3, 1).reshape(b, t, h * hd)


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
    if enc_padding_mask is not None:
        allowed = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
    else:
        allowed = np.ones((1, 1, 1, scores.shape[-1]), dtype=bool)
    allowed = np.broadcast_to(allowed, scores.shape)
    s = np.where(allowed, scores, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    den = e.sum(axis=-1, keepdims=True)
    weights = (e / np.where(den == 0, 1.0, den)).astype(x_dec.dtype, copy=False)
    out = (_merge(weights @ v) @ w_o).astype(x_dec.dtype, copy=False)
    return out, weights
