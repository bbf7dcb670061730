# MISTAKE: Heads are split with a plain reshape to (batch, heads, seq, head_dim) (and merged back with a plain reshape) instead of reshape to (batch, seq, heads, head_dim) + transpose, so tokens get mixed into heads.
# MISTAKE: No safe softmax: a sentence whose source is all padding gives NaN weights and NaN output instead of zeros.
import math
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    head_dim = d_model // num_heads
    q = (x_dec @ w_q).reshape(batch, num_heads, t_dec, head_dim)
    k = (x_enc @ w_k).reshape(batch, num_heads, t_enc, head_dim)
    v = (x_enc @ w_v).reshape(batch, num_heads, t_enc, head_dim)
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(head_dim)
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights /= weights.sum(axis=-1, keepdims=True)
    ctx = (weights @ v).reshape(batch, t_dec, d_model)
    return ctx @ w_o, weights
