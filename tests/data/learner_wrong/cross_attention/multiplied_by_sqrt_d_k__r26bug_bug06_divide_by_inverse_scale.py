# SOURCE: https://github.com/esceptico/perceiver-io/issues/9
# MISTAKE: The scale is stored as head_dim ** -0.5 but the scores are divided by it, so they are multiplied by sqrt(head_dim) instead of divided by it.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    scale = hd ** -0.5

    def heads(t, n):
        return np.swapaxes(t.reshape(b, n, num_heads, hd), 1, 2)

    q = heads(x_dec @ w_q, t_dec)
    k = heads(x_enc @ w_k, t_enc)
    v = heads(x_enc @ w_v, t_enc)

    att = q @ np.swapaxes(k, -1, -2) / scale
    if enc_padding_mask is not None:
        keep = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        att = np.where(keep, att, -np.inf)

    row_max = np.max(att, axis=-1, keepdims=True)
    row_max = np.where(np.isneginf(row_max), 0.0, row_max)
    ex = np.exp(att - row_max)
    den = ex.sum(axis=-1, keepdims=True)
    weights = np.zeros_like(ex)
    np.divide(ex, den, out=weights, where=den != 0)

    ctx = weights @ v
    out = np.swapaxes(ctx, 1, 2).reshape(b, t_dec, d_model) @ w_o
    return out.astype(x_dec.dtype), weights.astype(x_dec.dtype)
