import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec); x_enc = np.asarray(x_enc)
    B, Tq, D = x_dec.shape
    Tk = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = D // num_heads
    split = lambda t, T: t.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    q = split(x_dec @ w_q, Tq)
    k = split(x_enc @ w_k, Tk)
    v = split(x_enc @ w_v, Tk)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(float(hd))
    if enc_padding_mask is None:
        allowed = np.ones((B, 1, 1, Tk), dtype=bool)
    else:
        allowed = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
    s = np.where(allowed, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    e = np.where(allowed, np.exp(s - m), 0.0)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    o = np.einsum("bhqk,bhkd->bhqd", w, v).transpose(0, 2, 1, 3).reshape(B, Tq, D)
    out = o @ w_o
    return out.astype(x_dec.dtype), w.astype(x_dec.dtype)
