# CORRECT: einsum-based per-head cross-attention with the padding mask laid out as (batch, 1, 1, t_enc) and a safe softmax.
import math
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    b, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if num_heads < 1 or d_model % num_heads:
        raise ValueError(f"d_model {d_model} not divisible by num_heads {num_heads}")
    hd = d_model // num_heads
    dt = x_dec.dtype
    q = (x_dec @ w_q).reshape(b, t_dec, num_heads, hd)
    k = (x_enc @ w_k).reshape(b, t_enc, num_heads, hd)
    v = (x_enc @ w_v).reshape(b, t_enc, num_heads, hd)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(hd)
    if enc_padding_mask is not None:
        keep = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        s = np.where(keep, s, -np.inf)
    mx = s.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    tot = e.sum(axis=-1, keepdims=True)
    w = (e / np.where(tot > 0, tot, 1)).astype(dt, copy=False)
    ctx = np.einsum("bhqk,bkhd->bqhd", w, v).reshape(b, t_dec, d_model)
    return (ctx @ w_o).astype(dt, copy=False), w
