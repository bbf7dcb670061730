# MISTAKE: heads are split by reshaping straight to (batch, num_heads, seq, head_dim) without the transpose, so each "head" mixes features of different tokens.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    head_dim = d_model // num_heads

    def heads(t, n):
        return t.reshape(batch, num_heads, n, head_dim)

    q = heads(x_dec @ w_q, t_dec)
    k = heads(x_enc @ w_k, t_enc)
    v = heads(x_enc @ w_v, t_enc)
    scores = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(head_dim)
    if enc_padding_mask is None:
        allowed = np.ones((batch, 1, 1, t_enc), dtype=bool)
    else:
        allowed = np.asarray(enc_padding_mask, dtype=bool).reshape(batch, 1, 1, t_enc)
    scores = np.where(allowed, scores, -np.inf)
    peak = np.max(scores, axis=-1, keepdims=True)
    peak[np.isneginf(peak)] = 0.0
    expd = np.exp(scores - peak)
    total = expd.sum(axis=-1, keepdims=True)
    weights = np.where(total > 0, expd / np.where(total > 0, total, 1), 0.0)
    ctx = np.einsum("bhqk,bhkd->bhqd", weights, v)
    merged = ctx.transpose(0, 2, 1, 3).reshape(batch, t_dec, d_model)
    out = merged @ w_o
    return out.astype(x_dec.dtype), weights.astype(x_dec.dtype)
