# MISTAKE: the scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim) (wrong whenever num_heads > 1).
import numpy as np


def _heads(x, n):
    b, t, d = x.shape
    return np.stack(np.split(x, n, axis=-1), axis=1)


def _unheads(x):
    return np.concatenate(list(np.moveaxis(x, 1, 0)), axis=-1)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    d_model = x_dec.shape[-1]
    if d_model % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    q = _heads(np.einsum("btd,de->bte", x_dec, w_q), num_heads)
    k = _heads(np.einsum("btd,de->bte", x_enc, w_k), num_heads)
    v = _heads(np.einsum("btd,de->bte", x_enc, w_v), num_heads)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(d_model)
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = np.einsum("bhqk,bhkd->bhqd", w, v)
    out = np.einsum("btd,de->bte", _unheads(ctx), w_o)
    return out.astype(x_dec.dtype), w.astype(x_dec.dtype)
