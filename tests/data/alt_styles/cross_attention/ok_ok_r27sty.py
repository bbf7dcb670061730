# CORRECT: never transposes explicitly -- einsum with subscripts on the (batch, seq, heads, head_dim) layout gives per-head scores and the merged output directly.
import math
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = D // num_heads
    q = (x_dec @ w_q).reshape(B, Td, num_heads, hd)
    k = (x_enc @ w_k).reshape(B, Te, num_heads, hd)
    v = (x_enc @ w_v).reshape(B, Te, num_heads, hd)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(hd)
    if enc_padding_mask is not None:
        keep = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        s = np.where(keep, s, -np.inf)
    top = np.max(s, axis=-1, keepdims=True)
    top = np.where(top == -np.inf, 0.0, top)
    e = np.exp(s - top)
    z = np.sum(e, axis=-1, keepdims=True)
    w = e / np.where(z == 0, 1.0, z)
    w = w.astype(x_dec.dtype, copy=False)
    ctx = np.einsum("bhqk,bkhd->bqhd", w, v).reshape(B, Td, D)
    return (ctx @ w_o).astype(x_dec.dtype, copy=False), w
