import numpy as np


def _split(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)


def _merge(x):
    b, h, t, hd = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, t, h * hd)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    d_model = x_dec.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    q = _split(x_dec @ w_q, num_heads)
    k = _split(x_enc @ w_k, num_heads)
    v = _split(x_enc @ w_v, num_heads)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        m = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        scores = np.where(m, scores, -np.inf)
    mx = scores.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(x_dec.dtype, copy=False)
    out = _merge(w @ v) @ w_o
    return out.astype(x_dec.dtype, copy=False), w
