import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError(f"d_model {d} is not divisible by num_heads {num_heads}")
    hd = d // num_heads
    q = np.einsum("btd,de->bte", x_dec, w_q).reshape(b, td, num_heads, hd)
    k = np.einsum("btd,de->bte", x_enc, w_k).reshape(b, te, num_heads, hd)
    v = np.einsum("btd,de->bte", x_enc, w_v).reshape(b, te, num_heads, hd)
    scores = np.einsum("bqhd,bkhd->bhqk", q, k) * (1.0 / np.sqrt(hd))
    scores = scores.astype(x_dec.dtype, copy=False)
    if enc_padding_mask is None:
        keep = np.ones((b, 1, 1, te), dtype=bool)
    else:
        keep = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
    scores = np.where(keep, scores, -np.inf)
    row_max = np.max(scores, axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0)
    ex = np.exp(scores - row_max) * keep
    tot = ex.sum(-1, keepdims=True)
    weights = ex / np.where(tot == 0, 1, tot)
    ctx = np.einsum("bhqk,bkhd->bqhd", weights, v).reshape(b, td, d)
    return np.einsum("btd,de->bte", ctx, w_o), weights
