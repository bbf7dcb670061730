# mistakes: merges heads with reshape(b, t_dec, d) straight from (b, h, t_dec, hd) (no transpose back) AND scores / np.sqrt(int) upcasts float32 to float64
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, tq, d = x_dec.shape
    tk = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model must divide by num_heads")
    hd = d // num_heads
    q = (x_dec @ w_q).reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], s, -np.inf)
    mx = s.max(axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0.0, mx)
    e = np.exp(s - mx)
    tot = e.sum(axis=-1, keepdims=True)
    w = np.where(tot > 0, e / np.where(tot > 0, tot, 1.0), 0.0)
    o = (w @ v).reshape(b, tq, d)
    return o @ w_o, w
