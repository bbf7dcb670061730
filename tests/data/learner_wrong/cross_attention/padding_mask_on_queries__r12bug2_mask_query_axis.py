# URL: https://github.com/keras-team/keras-io/pull/1046
# Bug: the padding mask is broadcast along the query axis, laid out (batch, 1, t_enc, 1), instead of the key axis (batch, 1, 1, t_enc).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d = x_dec.shape
    t_enc = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads

    def split(t):
        return t.reshape(b, t.shape[1], num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(x_dec @ w_q), split(x_enc @ w_k), split(x_enc @ w_v)
    s = (q @ k.transpose(0, 1, 3, 2)) / np.sqrt(np.asarray(hd, dtype=x_dec.dtype))
    if enc_padding_mask is not None:
        s = np.where(np.asarray(enc_padding_mask, dtype=bool)[:, None, :, None], s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0).astype(x_dec.dtype)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d)
    return (ctx @ w_o).astype(x_dec.dtype), w
