# CORRECT: project, split heads by reshape+transpose, padding mask as (batch,1,1,t_enc), safe softmax, merge, w_o.
import math
import numpy as np


def _split(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d_model = x_dec.shape
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    dtype = x_dec.dtype
    q = _split(x_dec @ w_q, num_heads)
    k = _split(x_enc @ w_k, num_heads)
    v = _split(x_enc @ w_v, num_heads)
    s = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(hd)
    if enc_padding_mask is not None:
        allowed = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
    else:
        allowed = np.ones((1, 1, 1, s.shape[-1]), dtype=bool)
    allowed = np.broadcast_to(allowed, s.shape)
    s = np.where(allowed, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    tot = e.sum(axis=-1, keepdims=True)
    w = e / np.where(tot > 0, tot, 1.0)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d_model)
    out = ctx @ w_o
    return out.astype(dtype), w.astype(dtype)
