import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = d // num_heads
    q = np.einsum("btd,de->bte", x_dec, w_q).reshape(b, td, num_heads, hd)
    k = np.einsum("btd,de->bte", x_enc, w_k).reshape(b, te, num_heads, hd)
    v = np.einsum("btd,de->bte", x_enc, w_v).reshape(b, te, num_heads, hd)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(hd)
    if enc_padding_mask is not None:
        s = np.where(np.asarray(enc_padding_mask, bool)[:, None, None, :], s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0).astype(x_dec.dtype)
    ctx = np.einsum("bhqk,bkhd->bqhd", w, v).reshape(b, td, d)
    return (ctx @ w_o).astype(x_dec.dtype), w
