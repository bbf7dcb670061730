# MISTAKE: Mask polarity inverted: np.where(mask, -inf, scores) hides the True (= real) source tokens and keeps the padding.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    b, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    q = (x_dec @ w_q).reshape(b, t_dec, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        pad = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        scores = np.where(pad, -np.inf, scores)
    mx = scores.max(axis=-1, keepdims=True)
    mx = np.where(np.isinf(mx), 0.0, mx)
    e = np.exp(scores - mx)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d_model)
    return (ctx @ w_o).astype(x_dec.dtype, copy=False), w.astype(x_dec.dtype, copy=False)
