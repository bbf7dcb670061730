import numpy as np


def _split(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z != 0)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    if x_dec.shape[-1] % num_heads:
        raise ValueError("num_heads must divide d_model")
    q, k, v = _split(x_dec @ w_q, num_heads), _split(x_enc @ w_k, num_heads), _split(x_enc @ w_v, num_heads)
    s = q @ k.transpose(0, 1, 3, 2) / np.float32(np.sqrt(q.shape[-1])).astype(x_dec.dtype)
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, np.newaxis, np.newaxis, :], s, -np.inf)
    w = _softmax(s)
    b, h, t, hd = (w @ v).shape
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, t, h * hd)
    return ctx @ w_o, w
