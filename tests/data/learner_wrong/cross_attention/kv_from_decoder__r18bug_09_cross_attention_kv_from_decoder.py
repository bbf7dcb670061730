# SOURCE: https://github.com/keitakurita/Practical_NLP_in_PyTorch/issues/1
# BUG: the decoder block's "encoder-decoder" attention calls attn_head(queries=att, keys=x, values=x)
#      with x the decoder's own states: the encoder output enc_out is never used for keys and values.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec); x_enc = np.asarray(x_enc)
    dtype = x_dec.dtype
    b, td, d_model = x_dec.shape
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    src = x_dec                                          # BUG: keys/values from the decoder, not x_enc
    ts = src.shape[1]
    q = (x_dec @ w_q).reshape(b, td, num_heads, hd).transpose(0, 2, 1, 3)
    k = (src @ w_k).reshape(b, ts, num_heads, hd).transpose(0, 2, 1, 3)
    v = (src @ w_v).reshape(b, ts, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        s = np.where(np.asarray(enc_padding_mask, bool)[:, None, None, :], s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    w = e / np.where(z == 0, 1.0, z)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d_model)
    return (ctx @ w_o).astype(dtype), w.astype(dtype)
