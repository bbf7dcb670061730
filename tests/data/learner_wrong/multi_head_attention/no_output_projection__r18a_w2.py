# MISTAKE: forgets the output projection -- returns the merged heads without multiplying by w_o.
import math
import numpy as np


class MHA:
    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        self.w_q, self.w_k, self.w_v, self.w_o = w_q, w_k, w_v, w_o
        self.h = num_heads

    def _heads(self, t):
        b, n, d = t.shape
        return t.reshape(b, n, self.h, d // self.h).transpose(0, 2, 1, 3)

    def __call__(self, x_q, x_kv, mask=None):
        d = x_q.shape[-1]
        if d % self.h:
            raise ValueError("d_model must be divisible by num_heads")
        q = self._heads(x_q @ self.w_q)
        k = self._heads(x_kv @ self.w_k)
        v = self._heads(x_kv @ self.w_v)
        s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(d // self.h)
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        m = np.max(s, axis=-1, keepdims=True)
        m = np.where(np.isneginf(m), 0.0, m)
        e = np.exp(s - m)
        tot = e.sum(-1, keepdims=True)
        w = np.where(tot == 0, 0.0, e / np.where(tot == 0, 1.0, tot)).astype(x_q.dtype)
        ctx = (w @ v).transpose(0, 2, 1, 3)
        merged = ctx.reshape(ctx.shape[0], ctx.shape[1], d)
        return merged, w


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    return MHA(w_q, w_k, w_v, w_o, num_heads)(x_q, x_kv, mask)
