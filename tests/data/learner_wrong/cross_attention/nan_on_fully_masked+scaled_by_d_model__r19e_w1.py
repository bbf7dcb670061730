# MISTAKE: two slips: (1) scores scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim);
# (2) no guard for an all-padding source: the row max is -inf, so exp(-inf - -inf) gives NaN.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, TD, D = x_dec.shape
    TE = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("bad num_heads")
    hd = D // num_heads
    def heads(t, n):
        return t.reshape(B, n, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = heads(x_dec @ w_q, TD), heads(x_enc @ w_k, TE), heads(x_enc @ w_v, TE)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(D)
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], s, -np.inf)
    e = np.exp(s - s.max(-1, keepdims=True))
    w = e / e.sum(-1, keepdims=True)
    out = np.einsum("bhqk,bhkd->bqhd", w, v).reshape(B, TD, D) @ w_o
    return out.astype(x_dec.dtype), w.astype(x_dec.dtype)
