import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("d_model % num_heads")
    hd = D // num_heads
    dt = x_dec.dtype
    split = lambda t, T: t.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    q = split(x_dec @ w_q, Td)
    k = split(x_enc @ w_k, Te)
    v = split(x_enc @ w_v, Te)
    s = np.einsum('bhqd,bhkd->bhqk', q, k) * dt.type(1.0 / np.sqrt(hd))
    if enc_padding_mask is not None:
        keep = np.asarray(enc_padding_mask, bool)[:, None, None, :]
    else:
        keep = np.ones((1, 1, 1, Te), bool)
    s = np.where(keep, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(keep, np.exp(s - m), 0)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(dt)
    ctx = np.einsum('bhqk,bhkd->bhqd', w, v).transpose(0, 2, 1, 3).reshape(B, Td, D)
    return (ctx @ w_o).astype(dt), w
