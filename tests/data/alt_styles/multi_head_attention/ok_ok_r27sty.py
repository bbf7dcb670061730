# CORRECT: a small class with split/merge helpers and a log-sum-exp softmax that maps fully masked rows to zeros.
import math
import numpy as np


class _MHA:
    def __init__(self, num_heads, d_model):
        if d_model % num_heads != 0:
            raise ValueError("d_model must be divisible by num_heads")
        self.h = num_heads
        self.hd = d_model // num_heads

    def split(self, t):
        b, n, _ = t.shape
        return t.reshape(b, n, self.h, self.hd).swapaxes(1, 2)

    def merge(self, t):
        b, _, n, _ = t.shape
        return t.swapaxes(1, 2).reshape(b, n, self.h * self.hd)

    @staticmethod
    def softmax(s):
        lse = np.logaddexp.reduce(s, axis=-1, keepdims=True)
        dead = np.isneginf(lse)
        return np.where(dead, 0.0, np.exp(s - np.where(dead, 0.0, lse))).astype(s.dtype, copy=False)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    mha = _MHA(num_heads, d_model)
    q = mha.split(x_q @ w_q)
    k = mha.split(x_kv @ w_k)
    v = mha.split(x_kv @ w_v)
    s = (q @ k.swapaxes(-1, -2)) * (1.0 / math.sqrt(mha.hd))
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    w = mha.softmax(s)
    out = mha.merge(w @ v) @ w_o
    return out.astype(x_q.dtype, copy=False), w.astype(x_q.dtype, copy=False)
