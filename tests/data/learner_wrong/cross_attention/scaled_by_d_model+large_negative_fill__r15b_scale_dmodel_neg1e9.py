# WRONG: scales by 1/sqrt(d_model) instead of 1/sqrt(head_dim) AND masks padding with -1e9 (an all-padding source gets uniform weights and a non-zero output instead of zeros).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Tq, D = x_dec.shape
    if D % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    H, hd = num_heads, D // num_heads
    heads = lambda t: t.reshape(t.shape[0], t.shape[1], H, hd).transpose(0, 2, 1, 3)
    Q, K, V = heads(x_dec @ w_q), heads(x_enc @ w_k), heads(x_enc @ w_v)
    scores = Q @ K.transpose(0, 1, 3, 2) / np.sqrt(D).astype(x_dec.dtype)
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, -1e9)
    scores = scores - scores.max(-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(-1, keepdims=True)
    ctx = (w @ V).transpose(0, 2, 1, 3).reshape(B, Tq, D)
    return (ctx @ w_o).astype(x_dec.dtype), w.astype(x_dec.dtype)
