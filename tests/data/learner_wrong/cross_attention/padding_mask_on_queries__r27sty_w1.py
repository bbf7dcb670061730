# MISTAKE: the padding mask is laid out as (batch, 1, t_enc, 1), i.e. over the query axis instead of the key axis, which fails when t_dec != t_enc and masks the wrong entries when they are equal.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    d_model = x_dec.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    hd = d_model // num_heads

    def heads(t):
        return np.moveaxis(t.reshape(t.shape[0], t.shape[1], num_heads, hd), 2, 1)

    q, k, v = heads(x_dec @ w_q), heads(x_enc @ w_k), heads(x_enc @ w_v)
    s = q @ np.moveaxis(k, -1, -2) / np.sqrt(hd).astype(q.dtype)
    if enc_padding_mask is not None:
        m = np.asarray(enc_padding_mask, bool)[:, None, :, None]
        s = np.where(m, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    e = np.exp(s - mx)
    tot = e.sum(axis=-1, keepdims=True)
    w = np.where(tot > 0, e / np.where(tot > 0, tot, 1), 0).astype(q.dtype)
    ctx = np.moveaxis(w @ v, 1, 2).reshape(x_dec.shape[0], x_dec.shape[1], d_model)
    return ctx @ w_o, w
