# MISTAKE: the padding mask is applied MATLAB-style by multiplying the scores (S .* M), so padded keys get score 0 instead of -inf and still receive a non-zero weight.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    [B, Td, D] = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads != 0:
        raise ValueError("d_model must be a multiple of num_heads")
    hd = D // num_heads
    Q = (x_dec @ w_q).reshape(B, Td, num_heads, hd).transpose(0, 2, 1, 3)
    K = (x_enc @ w_k).reshape(B, Te, num_heads, hd).transpose(0, 2, 1, 3)
    V = (x_enc @ w_v).reshape(B, Te, num_heads, hd).transpose(0, 2, 1, 3)
    S = Q @ K.transpose(0, 1, 3, 2) / x_dec.dtype.type(np.sqrt(hd))
    if enc_padding_mask is not None:
        M = np.asarray(enc_padding_mask).reshape(B, 1, 1, Te).astype(S.dtype)
        S = S * M                          # S .* M
    S = S - S.max(axis=3, keepdims=True)
    E = np.exp(S)
    W = E / E.sum(axis=3, keepdims=True)
    O = (W @ V).transpose(0, 2, 1, 3).reshape(B, Td, D)
    return O @ w_o, W
