# WRONG: treats enc_padding_mask as PyTorch's key_padding_mask (True = padding, masks the REAL tokens and keeps the padding); and fills with -1e9 instead of -inf, so a fully masked row gets uniform weights instead of zeros.
import math
import numpy as np


def _split(t, h):
    b, s, d = t.shape
    return np.moveaxis(t.reshape(b, s, h, d // h), 2, 1)


def _merge(t):
    b, h, s, dh = t.shape
    return np.moveaxis(t, 1, 2).reshape(b, s, h * dh)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    if x_dec.shape[-1] % num_heads:
        raise ValueError("num_heads must divide d_model")
    q, k, v = _split(x_dec @ w_q, num_heads), _split(x_enc @ w_k, num_heads), _split(x_enc @ w_v, num_heads)
    scale = 1.0 / math.sqrt(q.shape[-1])
    s = np.matmul(q, np.swapaxes(k, -2, -1)) * scale
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], -1e9, s)
    s = s - s.max(-1, keepdims=True)
    p = np.exp(s)
    p = p / p.sum(-1, keepdims=True)
    out = _merge(p @ v) @ w_o
    return out.astype(x_dec.dtype), p.astype(x_dec.dtype)
