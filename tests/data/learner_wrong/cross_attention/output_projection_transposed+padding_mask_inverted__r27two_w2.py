# MISTAKE: the padding mask is read with PyTorch's key_padding_mask meaning (True = padding), so real source tokens are masked and padding is attended.
# MISTAKE: the output projection is applied as ctx @ w_o.T instead of ctx @ w_o.
import math
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    batch, t_dec, d_model = x_dec.shape
    if d_model % num_heads:
        raise ValueError("num_heads must divide d_model")
    head_dim = d_model // num_heads

    def heads(t):
        return t.reshape(t.shape[0], t.shape[1], num_heads, head_dim).swapaxes(1, 2)

    q, k, v = heads(x_dec @ w_q), heads(x_enc @ w_k), heads(x_enc @ w_v)
    scores = q @ k.swapaxes(-1, -2) / math.sqrt(head_dim)
    if enc_padding_mask is not None:
        pad = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        scores = np.where(pad, -np.inf, scores)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isinf(m), 0, m)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    weights = np.where(s > 0, e / np.where(s > 0, s, 1), 0)
    ctx = (weights @ v).swapaxes(1, 2).reshape(batch, t_dec, d_model)
    return ctx @ w_o.T, weights
