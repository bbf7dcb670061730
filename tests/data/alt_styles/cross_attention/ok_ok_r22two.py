import numpy as np


def _split(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)


def _merge(x):
    b, h, t, hd = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, t, h * hd)


def _attend(q, k, v, mask):
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    return w @ v, w


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    d_model = x_dec.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError("d_model not divisible by num_heads")
    q = _split(x_dec @ w_q, num_heads)
    k = _split(x_enc @ w_k, num_heads)
    v = _split(x_enc @ w_v, num_heads)
    mask = None
    if enc_padding_mask is not None:
        mask = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
    ctx, w = _attend(q, k, v, mask)
    out = _merge(ctx) @ w_o
    return out.astype(x_dec.dtype, copy=False), w.astype(x_dec.dtype, copy=False)
