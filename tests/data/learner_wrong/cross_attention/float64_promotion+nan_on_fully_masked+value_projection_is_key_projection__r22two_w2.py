# MISTAKE: Values are projected with the key weights (v = x_enc @ w_k, copy-paste slip) instead of w_v.
# MISTAKE: An all-padding source is not guarded: every score is -inf, the softmax gives NaN weights and NaN output instead of zeros.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads:
        raise ValueError("num_heads must divide d_model")
    head_dim = d_model // num_heads

    def split(t, n):
        return t.reshape(batch, n, num_heads, head_dim).swapaxes(1, 2)

    q = split(x_dec @ w_q, t_dec)
    k = split(x_enc @ w_k, t_enc)
    v = split(x_enc @ w_k, t_enc)
    scores = q @ k.swapaxes(-1, -2) / np.sqrt(head_dim)
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, -np.inf)
    scores = scores - np.max(scores, axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights = weights / np.sum(weights, axis=-1, keepdims=True)
    ctx = (weights @ v).swapaxes(1, 2).reshape(batch, t_dec, d_model)
    return ctx @ w_o, weights
