import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, dm = x_dec.shape
    te = x_enc.shape[1]
    if dm % num_heads != 0:
        raise ValueError("d_model % num_heads")
    hd = dm // num_heads
    q = (x_dec @ w_q).reshape(b, td, num_heads, hd)
    k = (x_enc @ w_k).reshape(b, te, num_heads, hd)
    v = (x_enc @ w_v).reshape(b, te, num_heads, hd)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(x_dec.dtype.type(hd))
    if enc_padding_mask is not None:
        allowed = np.broadcast_to(enc_padding_mask[:, None, None, :], s.shape)
    else:
        allowed = np.ones(s.shape, dtype=bool)
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(allowed, np.exp(s - m), 0)
    den = e.sum(axis=-1, keepdims=True)
    w = np.where(den > 0, e / np.where(den > 0, den, 1), 0).astype(x_dec.dtype)
    o = np.einsum("bhqk,bkhd->bqhd", w, v).reshape(b, td, dm)
    return (o @ w_o).astype(x_dec.dtype), w
