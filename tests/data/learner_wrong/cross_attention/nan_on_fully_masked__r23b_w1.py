# MISTAKE: the softmax guards the zero denominator but not the -inf max: for a sentence whose source is all padding, max = -inf and exp(-inf - (-inf)) = NaN, so weights and output become NaN instead of zeros.
import math
import numpy as np


def _split(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    b, t_dec, d = x_dec.shape
    if d % num_heads != 0:
        raise ValueError(f"d_model {d} is not divisible by num_heads {num_heads}")
    hd = d // num_heads
    q = _split(x_dec @ w_q, num_heads)
    k = _split(x_enc @ w_k, num_heads)
    v = _split(x_enc @ w_v, num_heads)
    scores = (q @ k.transpose(0, 1, 3, 2)) / math.sqrt(hd)
    if enc_padding_mask is not None:
        pad = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        scores = np.where(pad, scores, -np.inf)
    e = np.exp(scores - scores.max(axis=-1, keepdims=True))
    den = e.sum(axis=-1, keepdims=True)
    den = np.where(den == 0, 1.0, den)       # all-padding source -> avoid 0/0
    weights = (e / den).astype(x_dec.dtype, copy=False)
    ctx = weights @ v
    ctx = ctx.transpose(0, 2, 1, 3).reshape(b, t_dec, d)
    out = (ctx @ w_o).astype(x_dec.dtype, copy=False)
    return out, weights
