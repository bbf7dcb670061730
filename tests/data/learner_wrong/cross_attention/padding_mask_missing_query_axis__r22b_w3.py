# MISTAKE: the padding mask is expanded as enc_padding_mask[:, None, :] (3-D), which numpy broadcasts as (1, batch, 1, t_enc): the batch axis lines up with the HEADS axis, so it is only right for batch == 1 (wrong masks when batch == num_heads, an error otherwise).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads

    def split(a, t):
        return a.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)

    q = split(x_dec @ w_q, t_dec)
    k = split(x_enc @ w_k, t_enc)
    v = split(x_enc @ w_v, t_enc)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if enc_padding_mask is None:
        allowed = np.ones(scores.shape, dtype=bool)
    else:
        pad = np.asarray(enc_padding_mask, bool)[:, None, :]   # (batch, 1, t_enc)
        allowed = np.broadcast_to(pad, scores.shape)
    scores = np.where(allowed, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(scores - m), 0.0)
    s = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, s, out=np.zeros_like(e), where=s > 0)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d_model) @ w_o
    return out.astype(x_dec.dtype, copy=False), w.astype(x_dec.dtype, copy=False)
