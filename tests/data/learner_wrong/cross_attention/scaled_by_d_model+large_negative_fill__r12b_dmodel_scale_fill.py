# WRONG: two mistakes: scores scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim) (wrong whenever num_heads > 1); and padding filled with -1e9 instead of -inf, so an all-padding source gets uniform weights 1/t_enc and a nonzero output instead of zeros.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Tq, D = x_dec.shape
    Tk = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    H, hd = num_heads, D // num_heads
    q = (x_dec @ w_q).reshape(B, Tq, H, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(B, Tk, H, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(B, Tk, H, hd).transpose(0, 2, 1, 3)
    scores = q @ k.transpose(0, 1, 3, 2) * (D ** -0.5)
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, -1e9).astype(x_dec.dtype)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w /= w.sum(axis=-1, keepdims=True)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(B, Tq, D) @ w_o
    return out, w
