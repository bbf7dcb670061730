# MISTAKE: missing guard -- plain stable softmax with no fully-masked-row handling: a query with no allowed key gets -inf - (-inf) = NaN weights and a NaN context instead of zeros.
import math
import numpy as np


class MultiHeadAttention:
    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        self.w_q, self.w_k, self.w_v, self.w_o = w_q, w_k, w_v, w_o
        self.h = num_heads
        self.d = w_q.shape[1]
        if self.d % self.h:
            raise ValueError("heads do not divide d_model")
        self.hd = self.d // self.h

    def split(self, t):
        b, s, _ = t.shape
        return t.reshape(b, s, self.h, self.hd).transpose(0, 2, 1, 3)

    def merge(self, t):
        b, _, s, _ = t.shape
        return t.transpose(0, 2, 1, 3).reshape(b, s, self.d)

    def __call__(self, x_q, x_kv, mask=None):
        q = self.split(x_q @ self.w_q)
        k = self.split(x_kv @ self.w_k)
        v = self.split(x_kv @ self.w_v)
        s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(self.hd)
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        with np.errstate(invalid="ignore"):
            s = s - s.max(axis=-1, keepdims=True)
            e = np.exp(s)
            w = e / e.sum(axis=-1, keepdims=True)
        return self.merge(w @ v) @ self.w_o, w


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    return MultiHeadAttention(w_q, w_k, w_v, w_o, num_heads)(x_q, x_kv, mask)
