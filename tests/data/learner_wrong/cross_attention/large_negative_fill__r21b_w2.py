# MISTAKE: padded keys get a finite -1e9 instead of -inf and there is no all-padding guard, so a sentence whose source is all padding gets uniform weights (1/t_enc) and a non-zero output instead of zeros.
import numpy as np


def _softmax(z):
    z = z - z.max(axis=-1, keepdims=True)
    ez = np.exp(z)
    return ez / ez.sum(axis=-1, keepdims=True)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = d_model // num_heads

    def heads(x, w, t):
        return (x @ w).reshape(batch, t, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = heads(x_dec, w_q, t_dec), heads(x_enc, w_k, t_enc), heads(x_enc, w_v, t_enc)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, -1e9)
    weights = _softmax(scores)
    ctx = (weights @ v).transpose(0, 2, 1, 3).reshape(batch, t_dec, d_model)
    return (ctx @ w_o).astype(x_dec.dtype), weights.astype(x_dec.dtype)
