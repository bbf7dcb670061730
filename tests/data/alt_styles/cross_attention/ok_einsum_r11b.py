import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    q = (x_dec @ w_q).reshape(b, td, num_heads, hd)
    k = (x_enc @ w_k).reshape(b, te, num_heads, hd)
    v = (x_enc @ w_v).reshape(b, te, num_heads, hd)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(hd).astype(x_dec.dtype)
    if enc_padding_mask is not None:
        allowed = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
    else:
        allowed = np.ones((b, 1, 1, te), dtype=bool)
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(allowed, np.exp(s - m), 0)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(x_dec.dtype)
    o = np.einsum("bhqk,bkhd->bqhd", w, v).reshape(b, td, d)
    return (o @ w_o).astype(x_dec.dtype), w
