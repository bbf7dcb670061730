# WRONG: copy-paste: v = x_dec @ w_v (values from the decoder instead of the encoder); crashes when t_dec != t_enc, wrong values when equal. Everything else right.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads != 0:
        raise ValueError("heads")
    hd = D // num_heads
    sp = lambda t: t.reshape(B, t.shape[1], num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(x_dec @ w_q), sp(x_enc @ w_k), sp(x_dec @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / q.dtype.type(np.sqrt(hd))
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    return (w @ v).transpose(0, 2, 1, 3).reshape(B, Td, D) @ w_o, w
