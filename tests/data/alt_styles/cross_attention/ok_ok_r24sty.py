import math

import numpy as np


class Linear:
    def __init__(self, w):
        self.w = np.asarray(w)

    def __call__(self, x):
        return x @ self.w


class HeadSplitter:
    def __init__(self, num_heads):
        self.h = num_heads

    def split(self, x):
        b, t, d = x.shape
        return x.reshape(b, t, self.h, d // self.h).transpose(0, 2, 1, 3)

    def merge(self, x):
        b, h, t, hd = x.shape
        return x.transpose(0, 2, 1, 3).reshape(b, t, h * hd)


class SafeSoftmax:
    def __call__(self, s):
        top = s.max(axis=-1, keepdims=True)
        top = np.where(np.isneginf(top), 0.0, top)
        e = np.exp(s - top)
        z = e.sum(axis=-1, keepdims=True)
        return np.where(z > 0, e / np.where(z > 0, z, 1), 0.0).astype(s.dtype)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    d_model = x_dec.shape[-1]
    if d_model % num_heads:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    heads = HeadSplitter(num_heads)
    q = heads.split(Linear(w_q)(x_dec))
    k = heads.split(Linear(w_k)(x_enc))
    v = heads.split(Linear(w_v)(x_enc))
    s = q @ k.swapaxes(-1, -2) / math.sqrt(d_model // num_heads)
    if enc_padding_mask is not None:
        keep = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        s = np.where(keep, s, -np.inf)
    p = SafeSoftmax()(s)
    out = Linear(w_o)(heads.merge(p @ v))
    dtype = np.result_type(x_dec, x_enc)
    return out.astype(dtype), p.astype(dtype)
