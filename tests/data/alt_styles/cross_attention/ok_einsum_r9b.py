import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    h, hd = num_heads, d // num_heads
    dt = x_dec.dtype
    q = np.einsum("btd,de->bte", x_dec, w_q).reshape(b, td, h, hd)
    k = np.einsum("btd,de->bte", x_enc, w_k).reshape(b, te, h, hd)
    v = np.einsum("btd,de->bte", x_enc, w_v).reshape(b, te, h, hd)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) * dt.type(1 / np.sqrt(hd))
    keep = np.ones((b, te), bool) if enc_padding_mask is None else np.asarray(enc_padding_mask, bool)
    keep = np.broadcast_to(keep[:, None, None, :], s.shape)
    s = np.where(keep, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.where(keep, np.exp(s - mx), 0)
    z = e.sum(-1, keepdims=True)
    w = (e / np.maximum(z, np.finfo(dt).tiny)).astype(dt)
    ctx = np.einsum("bhqk,bkhd->bqhd", w, v).reshape(b, td, d)
    return (ctx @ w_o).astype(dt), w
