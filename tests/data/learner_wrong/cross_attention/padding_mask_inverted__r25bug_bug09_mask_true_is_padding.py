# SOURCE: https://github.com/tensorflow/text/pull/894
# MISTAKE: Uses the tutorial's mask convention (1 = padding, do NOT attend) with a mask that means True = real token: the -inf is put where enc_padding_mask is True, so the decoder attends only to the padding and never to the real source tokens.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d = x_dec.shape
    t_enc = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads

    def split(t, n):
        return t.reshape(b, n, num_heads, hd).transpose(0, 2, 1, 3)

    q = split(x_dec @ w_q, t_dec)
    k = split(x_enc @ w_k, t_enc)
    v = split(x_enc @ w_v, t_enc)

    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        pad = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        scores = np.where(pad, -np.inf, scores)   # mask out the padding positions

    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    weights = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)

    ctx = (weights @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d)
    return (ctx @ w_o).astype(x_dec.dtype), weights.astype(x_dec.dtype)
