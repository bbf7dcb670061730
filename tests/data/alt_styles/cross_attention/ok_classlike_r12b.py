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
    if num_heads <= 0 or d_model % num_heads:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    q = _split(x_dec @ w_q, num_heads)
    k = _split(x_enc @ w_k, num_heads)
    v = _split(x_enc @ w_v, num_heads)
    s = (q @ k.transpose(0, 1, 3, 2)) * (1.0 / math.sqrt(hd))
    if enc_padding_mask is not None:
        keep = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
    else:
        keep = np.ones(s.shape[-1], dtype=bool)
    s = np.where(keep, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m[~np.isfinite(m)] = 0
    e = np.exp(s - m) * keep
    z = e.sum(-1, keepdims=True)
    w = (e / np.maximum(z, np.finfo(e.dtype).tiny)).astype(x_dec.dtype, copy=False)
    out = (_merge(w @ v) @ w_o).astype(x_dec.dtype, copy=False)
    return out, w
