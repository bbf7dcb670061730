# CORRECT: Q from x_dec, K/V from x_enc, reshape+transpose head split, (batch,1,1,t_enc) padding mask, safe softmax, merge and w_o.
import math
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
    head_dim = d_model // num_heads
    q = _split(x_dec @ w_q, num_heads)
    k = _split(x_enc @ w_k, num_heads)
    v = _split(x_enc @ w_v, num_heads)
    scores = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(head_dim)
    if enc_padding_mask is not None:
        m = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        scores = np.where(m, scores, np.asarray(-np.inf, dtype=scores.dtype))
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    e = np.exp(scores - mx)
    tot = e.sum(axis=-1, keepdims=True)
    weights = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)
    out = _merge(weights @ v) @ w_o
    dt = np.result_type(x_dec, x_enc, w_q, w_k, w_v, w_o)
    return out.astype(dt, copy=False), weights.astype(dt, copy=False)
