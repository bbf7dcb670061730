import math
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads:
        raise ValueError(f"d_model={D} not divisible by num_heads={num_heads}")
    hd = D // num_heads

    def heads(t, n):
        return t.reshape(B, n, num_heads, hd).transpose(0, 2, 1, 3)

    q = heads(x_dec @ w_q, Td)
    k = heads(x_enc @ w_k, Te)
    v = heads(x_enc @ w_v, Te)
    s = np.einsum("bhid,bhjd->bhij", q, k) / math.sqrt(hd)
    if enc_padding_mask is not None:
        keep = np.asarray(enc_padding_mask, bool)[:, None, None, :]
    else:
        keep = np.ones((1, 1, 1, Te), bool)
    s = np.where(keep, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    e = np.where(keep, np.exp(s - m), 0.0)
    z = e.sum(-1, keepdims=True)
    w = e / np.where(z == 0, 1.0, z)
    o = np.einsum("bhij,bhjd->bhid", w, v).transpose(0, 2, 1, 3).reshape(B, Td, D)
    return (o @ w_o).astype(x_dec.dtype), w.astype(x_dec.dtype)
