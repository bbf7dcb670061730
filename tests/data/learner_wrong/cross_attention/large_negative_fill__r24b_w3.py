# MISTAKE: padded keys are filled with -1e9 instead of -inf and the softmax has no empty-row guard, so a sentence whose source is ALL padding gets uniform weights over the padding (and a non-zero output) instead of zero weights and a zero output.
import math

import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads:
        raise ValueError(f"d_model {d_model} not divisible by {num_heads} heads")
    hd = d_model // num_heads

    q = (x_dec @ w_q).reshape(b, t_dec, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)

    scores = q @ k.swapaxes(-1, -2) / math.sqrt(hd)
    if enc_padding_mask is not None:
        mask = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        scores = np.where(mask, scores, -1e9)

    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights = weights / weights.sum(axis=-1, keepdims=True)

    out = (weights @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d_model) @ w_o
    return out.astype(x_dec.dtype), weights.astype(x_dec.dtype)
