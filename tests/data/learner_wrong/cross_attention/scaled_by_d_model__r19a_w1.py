# MISTAKE: scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim) (line `scores = ... / np.sqrt(d_model)`).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = d_model // num_heads
    Q = np.einsum("btd,de->bte", x_dec, w_q).reshape(batch, t_dec, num_heads, hd)
    K = np.einsum("btd,de->bte", x_enc, w_k).reshape(batch, t_enc, num_heads, hd)
    V = np.einsum("btd,de->bte", x_enc, w_v).reshape(batch, t_enc, num_heads, hd)
    scores = np.einsum("bqhd,bkhd->bhqk", Q, K) / np.sqrt(d_model).astype(x_dec.dtype)
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, -np.inf)
    top = np.max(scores, axis=-1, keepdims=True)
    top[~np.isfinite(top)] = 0.0
    ex = np.exp(scores - top)
    z = ex.sum(-1, keepdims=True)
    weights = np.divide(ex, z, out=np.zeros_like(ex), where=z > 0)
    ctx = np.einsum("bhqk,bkhd->bqhd", weights, V).reshape(batch, t_dec, d_model)
    return ctx @ w_o, weights
