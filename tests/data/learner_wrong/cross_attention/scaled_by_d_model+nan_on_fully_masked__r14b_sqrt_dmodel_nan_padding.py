# WRONG: scales by 1/sqrt(d_model) instead of 1/sqrt(head_dim) AND an all-padding source gives NaN (exp(-inf - -inf), no guard) instead of zeros.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, tq, d = x_dec.shape
    tk = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads

    def heads(t):
        return np.moveaxis(t.reshape(b, -1, num_heads, hd), 2, 1)

    q, k, v = heads(x_dec @ w_q), heads(x_enc @ w_k), heads(x_enc @ w_v)
    scores = np.matmul(q, np.swapaxes(k, -2, -1)) / x_dec.dtype.type(np.sqrt(d))
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(axis=-1, keepdims=True)
    ctx = np.moveaxis(w @ v, 1, 2).reshape(b, tq, d)
    return (ctx @ w_o).astype(x_dec.dtype), w.astype(x_dec.dtype)
