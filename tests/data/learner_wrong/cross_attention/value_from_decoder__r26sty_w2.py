# MISTAKE: the values are projected from the decoder input (x_dec @ w_v) instead of the encoder output, so the output is wrong (and a shape error is raised when t_dec != t_enc).
import numpy as np


def _heads(t, h):
    b, n, d = t.shape
    return t.reshape(b, n, h, d // h).transpose(0, 2, 1, 3)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    d_model = x_dec.shape[-1]
    if d_model % num_heads:
        raise ValueError("num_heads must divide d_model")
    q = _heads(x_dec @ w_q, num_heads)
    k = _heads(x_enc @ w_k, num_heads)
    v = _heads(x_dec @ w_v, num_heads)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(d_model // num_heads)
    if enc_padding_mask is not None:
        s = np.where(np.asarray(enc_padding_mask, bool)[:, None, None, :], s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(x_dec.shape[0], x_dec.shape[1], d_model)
    return (ctx @ w_o).astype(x_dec.dtype), w.astype(x_dec.dtype)
