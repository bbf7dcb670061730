import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = D // num_heads
    def split(t, T):
        return t.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    q = split(x_dec @ w_q, Td)
    k = split(x_enc @ w_k, Te)
    v = split(x_enc @ w_v, Te)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(hd)
    if enc_padding_mask is not None:
        allowed = np.broadcast_to(np.asarray(enc_padding_mask, bool)[:, None, None, :], s.shape)
    else:
        allowed = np.ones(s.shape, bool)
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    z = e.sum(-1, keepdims=True)
    w = e / np.where(z > 0, z, 1.0)
    o = np.einsum("bhqk,bhkd->bhqd", w, v).transpose(0, 2, 1, 3).reshape(B, Td, D) @ w_o
    return o.astype(x_dec.dtype), w.astype(x_dec.dtype)
