# MISTAKE: Copy-paste slip: the values are projected with w_k (v = x_enc @ w_k) instead of w_v.
# MISTAKE: No safe softmax: a sentence whose source is all padding gets exp(-inf - (-inf)) = NaN weights and output instead of zeros.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    b, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads

    def split(y, t):
        return y.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)

    q = split(x_dec @ w_q, t_dec)
    k = split(x_enc @ w_k, t_enc)
    v = split(x_enc @ w_k, t_enc)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        m = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        scores = np.where(m, scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    w = (e / e.sum(axis=-1, keepdims=True)).astype(x_dec.dtype, copy=False)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d_model)
    out = ctx @ w_o
    return out.astype(x_dec.dtype, copy=False), w
