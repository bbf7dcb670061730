# SOURCE: https://github.com/wenet-e2e/wenet/issues/1506
# MISTAKE: The encoder mask used by the decoder's cross-attention is all True (built with np.ones_like from the given enc_padding_mask), so padded source positions are never masked and receive attention weight.
import numpy as np


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads

    def split(t, n):
        return t.reshape(batch, n, num_heads, hd).transpose(0, 2, 1, 3)

    q = split(x_dec @ w_q, t_dec)
    k = split(x_enc @ w_k, t_enc)
    v = split(x_enc @ w_v, t_enc)

    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        encoder_mask = np.ones_like(enc_padding_mask, dtype=bool)[:, None, None, :]
        scores = np.where(encoder_mask, scores, -np.inf)
    weights = _softmax(scores)
    ctx = (weights @ v).transpose(0, 2, 1, 3).reshape(batch, t_dec, d_model)
    out = ctx @ w_o
    return out.astype(x_dec.dtype, copy=False), weights.astype(x_dec.dtype, copy=False)
