# MISTAKE: the padding mask polarity is inverted -- keys where enc_padding_mask is True (real tokens) are set to -inf and the padding is attended.
import numpy as np


def _heads(x, n):
    b, t, d = x.shape
    return np.transpose(x.reshape(b, t, n, d // n), (0, 2, 1, 3))


def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    e = np.exp(s - m)
    tot = np.sum(e, axis=-1, keepdims=True)
    return np.where(tot == 0, 0.0, e / np.where(tot == 0, 1.0, tot))


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    d_model = x_dec.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    q, k, v = _heads(x_dec @ w_q, num_heads), _heads(x_enc @ w_k, num_heads), _heads(x_enc @ w_v, num_heads)
    scale = 1.0 / np.sqrt(d_model // num_heads)
    s = np.matmul(q, np.swapaxes(k, -1, -2)) * scale
    if enc_padding_mask is not None:
        pad = enc_padding_mask[:, np.newaxis, np.newaxis, :]
        s = np.where(pad, -np.inf, s)
    w = _safe_softmax(s).astype(x_dec.dtype)
    out = np.matmul(w, v)
    out = np.transpose(out, (0, 2, 1, 3)).reshape(x_dec.shape[0], x_dec.shape[1], d_model)
    return (out @ w_o).astype(x_dec.dtype), w
