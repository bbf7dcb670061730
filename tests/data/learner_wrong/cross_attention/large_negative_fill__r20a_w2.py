# MISTAKE: padding is masked by adding -1e9 (no guard), so a sentence whose source is ALL padding gets uniform weights 1/t_enc and a non-zero output instead of zero weights and a zero output.
import numpy as np


def softmax(x):
    x = x - x.max(axis=-1, keepdims=True)
    ex = np.exp(x)
    return ex / ex.sum(axis=-1, keepdims=True)


def heads(x, n):
    b, t, d = x.shape
    return np.transpose(x.reshape(b, t, n, d // n), (0, 2, 1, 3))


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    d = x_dec.shape[-1]
    if d % num_heads != 0:
        raise ValueError("bad num_heads")
    q, k, v = heads(x_dec @ w_q, num_heads), heads(x_enc @ w_k, num_heads), heads(x_enc @ w_v, num_heads)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(d // num_heads)
    if enc_padding_mask is not None:
        scores = scores + np.where(enc_padding_mask, 0.0, -1e9)[:, None, None, :]
    w = softmax(scores)
    ctx = w @ v
    b, h, t, hd = ctx.shape
    out = ctx.transpose(0, 2, 1, 3).reshape(b, t, h * hd) @ w_o
    return out.astype(x_dec.dtype), w.astype(x_dec.dtype)
