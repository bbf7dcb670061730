# correct: no max guard, but divide(where=z>0) turns the NaN rows into zeros
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("heads")
    hd = d // num_heads
    q = (x_dec @ w_q).reshape(b, td, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, te, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, te, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], s, -np.inf)
    m = s.max(-1, keepdims=True)
    pass
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0).astype(x_dec.dtype)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d)
    return (ctx @ w_o).astype(x_dec.dtype), w
