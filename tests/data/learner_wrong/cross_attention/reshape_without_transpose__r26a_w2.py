# MISTAKE: heads are split with a plain reshape to (batch, num_heads, seq, head_dim) without the transpose, so each "head" mixes features of different tokens.
import math
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    head_dim = d_model // num_heads

    def heads(t, length):
        return t.reshape(batch, num_heads, length, head_dim)

    q = heads(x_dec @ w_q, t_dec)
    k = heads(x_enc @ w_k, t_enc)
    v = heads(x_enc @ w_v, t_enc)
    scores = np.einsum("bhqd,bhkd->bhqk", q, k) / math.sqrt(head_dim)
    if enc_padding_mask is not None:
        keep = np.asarray(enc_padding_mask, bool).reshape(batch, 1, 1, t_enc)
        scores = np.where(keep, scores, -np.inf)
    peak = scores.max(axis=-1, keepdims=True)
    peak = np.where(np.isfinite(peak), peak, 0.0)
    ex = np.exp(scores - peak)
    s = ex.sum(axis=-1, keepdims=True)
    weights = np.divide(ex, s, out=np.zeros_like(ex), where=s > 0)
    ctx = np.einsum("bhqk,bhkd->bhqd", weights, v)
    merged = ctx.transpose(0, 2, 1, 3).reshape(batch, t_dec, d_model)
    return (merged @ w_o).astype(x_dec.dtype), weights.astype(x_dec.dtype)
