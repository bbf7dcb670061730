# MISTAKE: Heads are split with a plain reshape to (batch, heads, seq, head_dim) without the transpose, which mixes tokens into heads (merge does the matching plain reshape back).
# MISTAKE: Scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    b, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    q = (x_dec @ w_q).reshape(b, num_heads, t_dec, hd)
    k = (x_enc @ w_k).reshape(b, num_heads, t_enc, hd)
    v = (x_enc @ w_v).reshape(b, num_heads, t_enc, hd)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_model)
    if enc_padding_mask is not None:
        m = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        scores = np.where(m, scores, -np.inf)
    mx = scores.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(x_dec.dtype, copy=False)
    ctx = (w @ v).reshape(b, t_dec, d_model)
    out = ctx @ w_o
    return out.astype(x_dec.dtype, copy=False), w
