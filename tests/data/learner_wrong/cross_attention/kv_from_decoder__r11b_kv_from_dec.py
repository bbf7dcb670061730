# WRONG: keys and values are projected from x_dec instead of x_enc (self-attention over the decoder tokens).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    if d % num_heads != 0:
        raise ValueError("bad heads")
    hd = d // num_heads
    def split(t):
        return t.reshape(t.shape[0], t.shape[1], num_heads, hd).transpose(0, 2, 1, 3)
    q = split(x_dec @ w_q)
    k = split(x_dec @ w_k)
    v = split(x_dec @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(np.asarray(hd, dtype=x_dec.dtype))
    if enc_padding_mask is not None:
        mk = enc_padding_mask[:, None, None, :]
        s = np.where(mk, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = e / np.where(z == 0, 1, z)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d)
    return o @ w_o, w
