# MISTAKE: Keys and values are projected from x_q instead of x_kv (k = x_q @ w_k, v = x_q @ w_v), which is only right for self-attention; cross-attention uses the wrong sequence.
import numpy as np


class MultiHeadAttention:
    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        self.w_q, self.w_k, self.w_v, self.w_o = w_q, w_k, w_v, w_o
        d_model = np.shape(w_q)[1]
        if d_model % num_heads:
            raise ValueError("d_model must be divisible by num_heads")
        self.h = num_heads
        self.hd = d_model // num_heads

    def _split(self, t):
        b, s, d = t.shape
        return t.reshape(b, s, self.h, self.hd).transpose(0, 2, 1, 3)

    def _merge(self, t):
        b, h, s, hd = t.shape
        return t.transpose(0, 2, 1, 3).reshape(b, s, h * hd)

    def _project(self, x_q, x_kv):
        q = x_q @ self.w_q
        k = x_q @ self.w_k
        v = x_q @ self.w_v
        return self._split(q), self._split(k), self._split(v)

    def __call__(self, x_q, x_kv, mask=None):
        q, k, v = self._project(x_q, x_kv)
        s = q @ k.transpose(0, 1, 3, 2) / q.dtype.type(np.sqrt(self.hd))
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        mx = s.max(-1, keepdims=True)
        mx = np.where(np.isfinite(mx), mx, 0)
        e = np.exp(s - mx)
        tot = e.sum(-1, keepdims=True)
        w = np.where(tot > 0, e / np.where(tot > 0, tot, 1), 0).astype(q.dtype)
        return self._merge(w @ v) @ self.w_o, w


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    return MultiHeadAttention(w_q, w_k, w_v, w_o, num_heads)(np.asarray(x_q), np.asarray(x_kv), mask)
