# mistakes: keys from w_v and values from w_k (swapped) AND no 1/sqrt(head_dim) scale
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Tq, D = x_dec.shape
    Tk = x_enc.shape[1]
    if D % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    hd = D // num_heads
    sp = lambda t, n: t.reshape(B, n, num_heads, hd).transpose(0, 2, 1, 3)
    q = sp(x_dec @ w_q, Tq)
    k = sp(x_enc @ w_v, Tk)
    v = sp(x_enc @ w_k, Tk)
    s = np.einsum("bhqd,bhkd->bhqk", q, k)
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    o = np.einsum("bhqk,bhkd->bhqd", w, v).transpose(0, 2, 1, 3).reshape(B, Tq, D)
    return o @ w_o, w
