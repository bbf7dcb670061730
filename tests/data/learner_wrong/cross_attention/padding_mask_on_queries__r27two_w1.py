# MISTAKE: the padding mask is laid out as (batch, 1, t_enc, 1), so it masks query rows instead of key columns (a shape error when t_dec != t_enc, wrong weights when they are equal).
# MISTAKE: the softmax has no guard for fully masked rows, so a source that is all padding gives NaN (from -inf - (-inf)) instead of zeros.
import numpy as np


def softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = D // num_heads
    Q = (x_dec @ w_q).reshape(B, Td, num_heads, hd).transpose(0, 2, 1, 3)
    K = (x_enc @ w_k).reshape(B, Te, num_heads, hd).transpose(0, 2, 1, 3)
    V = (x_enc @ w_v).reshape(B, Te, num_heads, hd).transpose(0, 2, 1, 3)
    S = Q @ K.transpose(0, 1, 3, 2) / np.sqrt(hd).astype(x_dec.dtype)
    if enc_padding_mask is not None:
        S = np.where(enc_padding_mask[:, None, :, None], S, -np.inf)
    W = softmax(S)
    out = (W @ V).transpose(0, 2, 1, 3).reshape(B, Td, D) @ w_o
    return out, W
