# WRONG: keys and values swapped (K = x_enc @ w_v, V = x_enc @ w_k) AND float32 inputs come back float64 (scores / np.sqrt(int head_dim), never cast back).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("bad num_heads")
    head_dim = d_model // num_heads
    q = np.moveaxis((x_dec @ w_q).reshape(batch, t_dec, num_heads, head_dim), 2, 1)
    k = np.moveaxis((x_enc @ w_v).reshape(batch, t_enc, num_heads, head_dim), 2, 1)
    v = np.moveaxis((x_enc @ w_k).reshape(batch, t_enc, num_heads, head_dim), 2, 1)
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(head_dim)
    if enc_padding_mask is None:
        enc_padding_mask = np.ones((batch, t_enc), dtype=bool)
    keep = enc_padding_mask[:, None, None, :]
    scores = np.where(keep, scores, -np.inf)
    row_max = np.max(scores, axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0.0)
    ex = np.where(keep, np.exp(scores - row_max), 0.0)
    denom = ex.sum(axis=-1, keepdims=True)
    weights = np.where(denom > 0, ex / np.where(denom > 0, denom, 1.0), 0.0)
    ctx = np.moveaxis(weights @ v, 1, 2).reshape(batch, t_dec, d_model)
    return ctx @ w_o, weights
