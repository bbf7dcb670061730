# MISTAKE: the scores are divided by sqrt(d_model) instead of the per-head size sqrt(head_dim).
import numpy as np


class MultiHeadAttention:
    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        self.d_model = w_q.shape[1]
        if self.d_model % num_heads:
            raise ValueError("d_model must be divisible by num_heads")
        self.w = (w_q, w_k, w_v, w_o)
        self.h = num_heads

    def split(self, t):
        b, s, _ = t.shape
        return t.reshape(b, s, self.h, -1).transpose(0, 2, 1, 3)

    def merge(self, t):
        b, h, s, d = t.shape
        return t.transpose(0, 2, 1, 3).reshape(b, s, h * d)

    def __call__(self, x_q, x_kv, mask=None):
        w_q, w_k, w_v, w_o = self.w
        q, k, v = self.split(x_q @ w_q), self.split(x_kv @ w_k), self.split(x_kv @ w_v)
        s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(self.d_model)
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        m = s.max(-1, keepdims=True)
        m = np.where(np.isneginf(m), 0.0, m)
        e = np.exp(s - m)
        z = e.sum(-1, keepdims=True)
        w = np.where(z > 0, e / np.maximum(z, np.finfo(e.dtype).tiny), 0.0)
        out = self.merge(w @ v) @ w_o
        return out.astype(x_q.dtype), w.astype(x_q.dtype)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    return MultiHeadAttention(w_q, w_k, w_v, w_o, num_heads)(x_q, x_kv, mask)
