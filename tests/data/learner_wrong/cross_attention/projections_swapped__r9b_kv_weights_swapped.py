# WRONG: keys projected with w_v and values with w_k (the two weight matrices swapped); masking, scaling, heads and dtype are right.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("d_model % num_heads")
    hd = d // num_heads
    split = lambda t, n: t.reshape(b, n, num_heads, hd).transpose(0, 2, 1, 3)
    q = split(x_dec @ w_q, td)
    k = split(x_enc @ w_v, te)
    v = split(x_enc @ w_k, te)
    scores = q @ k.transpose(0, 1, 3, 2) / x_dec.dtype.type(np.sqrt(hd))
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d)
    return ctx @ w_o, w
