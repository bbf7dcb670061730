# SOURCE: https://github.com/pytorch/pytorch/issues/26098
# MISTAKE: Padded keys are filled with -inf and then a plain max-subtracted softmax is applied; for a sentence whose source is entirely padding every score in the row is -inf, so (-inf) - (-inf) = NaN and the weights and output rows become NaN instead of zeros (no "safe softmax" guard for fully masked rows).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d_model // num_heads

    def split(t, n):
        return t.reshape(batch, n, num_heads, head_dim).transpose(0, 2, 1, 3)

    q = split(x_dec @ w_q, t_dec)
    k = split(x_enc @ w_k, t_enc)
    v = split(x_enc @ w_v, t_enc)

    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(head_dim)
    if enc_padding_mask is not None:
        key_padding = ~np.asarray(enc_padding_mask, dtype=bool)          # True = pad
        scores = np.where(key_padding[:, None, None, :], -np.inf, scores)

    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    weights = e / e.sum(axis=-1, keepdims=True)

    out = (weights @ v).transpose(0, 2, 1, 3).reshape(batch, t_dec, d_model) @ w_o
    return out.astype(x_dec.dtype), weights.astype(x_dec.dtype)
