# https://github.com/facebookresearch/fairseq/issues/318 -- the encoder key_padding_mask is accepted but never used in the encoder-decoder attention: padded source tokens get weight, an all-padding source gives nonzero output.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    q = (x_dec @ w_q).reshape(b, t_dec, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    s = (q @ k.transpose(0, 1, 3, 2)) / np.sqrt(np.asarray(hd, dtype=x_dec.dtype))
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    w = (e / e.sum(axis=-1, keepdims=True)).astype(x_dec.dtype)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d_model)
    return (o @ w_o).astype(x_dec.dtype), w
