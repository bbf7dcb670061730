# MISTAKE: the padding mask is laid out as mask[:, None, :, None] (over queries instead of keys), which raises a broadcast error when t_dec != t_enc and masks the wrong entries when they are equal.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = D // num_heads
    Q = (x_dec @ w_q).reshape(B, Td, num_heads, hd).swapaxes(1, 2)
    K = (x_enc @ w_k).reshape(B, Te, num_heads, hd).swapaxes(1, 2)
    V = (x_enc @ w_v).reshape(B, Te, num_heads, hd).swapaxes(1, 2)
    S = Q @ K.swapaxes(-1, -2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        S = np.where(enc_padding_mask[:, None, :, None], S, -np.inf)
    M = S.max(-1, keepdims=True)
    M = np.where(np.isfinite(M), M, 0)
    P = np.exp(S - M)
    Z = P.sum(-1, keepdims=True)
    W = np.divide(P, Z, out=np.zeros_like(P), where=Z > 0)
    O = (W @ V).swapaxes(1, 2).reshape(B, Td, D) @ w_o
    return O.astype(x_dec.dtype), W.astype(x_dec.dtype)
