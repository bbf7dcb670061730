# MISTAKE: the scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
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
    S = Q @ K.swapaxes(-1, -2) * (1.0 / np.sqrt(D)).item()
    if enc_padding_mask is not None:
        S = np.where(enc_padding_mask[:, None, None, :], S, -np.inf)
    top = S.max(-1, keepdims=True)
    top[np.isinf(top)] = 0
    P = np.exp(S - top)
    Z = P.sum(-1, keepdims=True)
    W = np.where(Z > 0, P / np.where(Z > 0, Z, 1), 0)
    ctx = (W @ V).swapaxes(1, 2).reshape(B, Td, D)
    return (ctx @ w_o).astype(x_dec.dtype), W.astype(x_dec.dtype)
