# CORRECT: project, split heads with reshape + transpose, scale by sqrt(head_dim), -inf padding via mask[:, None, None, :], safe softmax, merge and w_o.
import numpy as np


def _split(t, h):
    b, s, d = t.shape
    return t.reshape(b, s, h, d // h).transpose(0, 2, 1, 3)


def _merge(t):
    b, h, s, hd = t.shape
    return t.transpose(0, 2, 1, 3).reshape(b, s, h * hd)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    d_model = x_dec.shape[-1]
    if num_heads <= 0 or d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    dtype = np.result_type(x_dec, x_enc, w_q, w_k, w_v, w_o)
    head_dim = d_model // num_heads
    q = _split(x_dec @ w_q, num_heads)
    k = _split(x_enc @ w_k, num_heads)
    v = _split(x_enc @ w_v, num_heads)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(float(head_dim))
    if enc_padding_mask is not None:
        keep = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
    else:
        keep = np.ones(scores.shape[-1], dtype=bool)
    keep = np.broadcast_to(keep, scores.shape)
    scores = np.where(keep, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    e = np.exp(scores - m)
    z = e.sum(axis=-1, keepdims=True)
    weights = e / np.where(z > 0, z, 1.0)
    out = _merge(weights @ v) @ w_o
    return out.astype(dtype, copy=False), weights.astype(dtype, copy=False)
