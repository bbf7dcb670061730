# MISTAKE: Padding is masked with -inf and a standard max-subtracted softmax is used with no guard, so a sentence whose source is all padding gives NaN weights and a NaN output instead of zeros.
import numpy as np


def _softmax(s):
    s = s - np.max(s, axis=-1, keepdims=True)
    e = np.exp(s)
    return e / np.sum(e, axis=-1, keepdims=True)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    b, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    q = (x_dec @ w_q).reshape(b, t_dec, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        m = np.asarray(enc_padding_mask, dtype=bool).reshape(b, 1, 1, t_enc)
        scores = np.where(m, scores, -np.inf)
    w = _softmax(scores).astype(x_dec.dtype, copy=False)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d_model)
    return (ctx @ w_o).astype(x_dec.dtype, copy=False), w
