# MISTAKE: (1) padding-mask polarity inverted: keys where enc_padding_mask is True (real tokens) are the ones
#          set to -inf; (2) the output projection w_o is forgotten.
import numpy as np


def _sm(s):
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    e = np.exp(s - mx)
    tot = np.sum(e, axis=-1, keepdims=True)
    return np.where(tot == 0, 0, e / np.where(tot == 0, 1, tot))


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = d // num_heads
    q = np.moveaxis((x_dec @ w_q).reshape(b, td, num_heads, hd), 2, 1)
    k = np.moveaxis((x_enc @ w_k).reshape(b, te, num_heads, hd), 2, 1)
    v = np.moveaxis((x_enc @ w_v).reshape(b, te, num_heads, hd), 2, 1)
    s = q @ np.swapaxes(k, -1, -2) / (hd ** 0.5)
    if enc_padding_mask is not None:
        pad = np.asarray(enc_padding_mask)[:, None, None, :]
        s = np.where(pad, -np.inf, s)
    w = _sm(s).astype(x_dec.dtype)
    out = np.moveaxis(w @ v, 1, 2).reshape(b, td, d)
    return out.astype(x_dec.dtype), w
