# WRONG: PyTorch key_padding_mask convention: treats True as PADDING (np.where(mask, -inf, scores)), so real tokens are hidden and padding is attended. Everything else right.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads != 0:
        raise ValueError("heads")
    hd = D // num_heads
    q = (x_dec @ w_q).reshape(B, Td, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(B, Te, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(B, Te, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / q.dtype.type(np.sqrt(hd))
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], -np.inf, s)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    return (w @ v).transpose(0, 2, 1, 3).reshape(B, Td, D) @ w_o, w
