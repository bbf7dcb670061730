# MISTAKE: Heads are split with a bare reshape to (batch, num_heads, seq, head_dim) instead of (batch, seq, num_heads, head_dim) followed by a transpose, so each "head" mixes features of different tokens (and the merge mirrors it).
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
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        keep = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        scores = np.where(keep, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    s = e.sum(-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(x_dec.dtype, copy=False)
    ctx = (w @ v).reshape(b, t_dec, d_model)
    return (ctx @ w_o).astype(x_dec.dtype, copy=False), w
