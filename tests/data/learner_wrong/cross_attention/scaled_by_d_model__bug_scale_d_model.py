# https://github.com/Graylab/DL4Proteins-notebooks/issues/12
# wei = q @ k^T * C**-0.5 with C the embedding size: the scores are scaled by 1/sqrt(d_model)
# instead of 1/sqrt(head_dim).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, C = x_dec.shape
    t_enc = x_enc.shape[1]
    if C % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = C // num_heads
    q = (x_dec @ w_q).reshape(b, t_dec, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    wei = q @ k.transpose(0, 1, 3, 2) * C ** -0.5
    if enc_padding_mask is not None:
        wei = np.where(np.asarray(enc_padding_mask, bool)[:, None, None, :], wei, -np.inf)
    m = wei.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(wei - m)
    s = e.sum(-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(x_dec.dtype)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, C) @ w_o
    return out.astype(x_dec.dtype), w
