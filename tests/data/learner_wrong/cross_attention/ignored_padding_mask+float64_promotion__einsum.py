import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    if x_dec.ndim != 3 or x_enc.ndim != 3:
        raise ValueError("3-d inputs")
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("heads")
    hd = d // num_heads
    q = (x_dec @ w_q).reshape(b, td, num_heads, hd)
    k = (x_enc @ w_k).reshape(b, te, num_heads, hd)
    v = (x_enc @ w_v).reshape(b, te, num_heads, hd)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(hd)
    s = s - s.max(-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(-1, keepdims=True)
    o = np.einsum("bhqk,bkhd->bqhd", w, v).reshape(b, td, d)
    return o @ w_o, w
