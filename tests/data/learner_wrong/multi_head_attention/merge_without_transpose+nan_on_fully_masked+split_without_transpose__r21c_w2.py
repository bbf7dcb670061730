# MISTAKE: (1) heads split by reshaping straight to (batch, num_heads, seq_len, head_dim) (and merged back
#          the same way), mixing tokens into heads; (2) no guard for fully masked rows: they come out NaN.
import math
import numpy as np


def _heads(t, h):
    b, n, d = t.shape
    return t.reshape(b, h, n, d // h)


def _unheads(t):
    b, h, n, hd = t.shape
    return t.reshape(b, n, h * hd)


def _softmax(s):
    z = s - s.max(axis=-1, keepdims=True)
    ez = np.exp(z)
    return ez / ez.sum(axis=-1, keepdims=True)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    if w_q.shape[1] % num_heads != 0:
        raise ValueError("bad num_heads")
    q, k, v = _heads(x_q @ w_q, num_heads), _heads(x_kv @ w_k, num_heads), _heads(x_kv @ w_v, num_heads)
    s = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    with np.errstate(invalid="ignore"):
        p = _softmax(s)
    return _unheads(p @ v) @ w_o, p
