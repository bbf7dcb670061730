# MISTAKE: (1) split heads by reshaping (batch, seq, d_model) straight to (batch, heads, seq, head_dim) without the transpose (mixes tokens and features across heads; merge is its matching wrong inverse); (2) no guard for a fully masked row: max is -inf, so the softmax gives NaN weights/output instead of zeros.
import numpy as np


class MultiHead:
    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        self.w_q, self.w_k, self.w_v, self.w_o = w_q, w_k, w_v, w_o
        self.h = num_heads
        self.d = w_q.shape[1]
        if self.d % self.h:
            raise ValueError("d_model % num_heads != 0")
        self.hd = self.d // self.h

    def split(self, t):
        b, n, _ = t.shape
        return t.reshape(b, self.h, n, self.hd)

    def merge(self, t):
        b, h, n, hd = t.shape
        return t.reshape(b, n, h * hd)

    def __call__(self, x_q, x_kv, mask=None):
        q = self.split(x_q @ self.w_q)
        k = self.split(x_kv @ self.w_k)
        v = self.split(x_kv @ self.w_v)
        s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(self.hd)
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        s = s - s.max(axis=-1, keepdims=True)
        e = np.exp(s)
        w = (e / e.sum(axis=-1, keepdims=True)).astype(x_q.dtype)
        out = self.merge(w @ v) @ self.w_o
        return out.astype(x_q.dtype), w


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    return MultiHead(w_q, w_k, w_v, w_o, num_heads)(x_q, x_kv, mask)
