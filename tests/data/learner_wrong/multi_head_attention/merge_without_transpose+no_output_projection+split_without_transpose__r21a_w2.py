# MISTAKE: (1) splits heads by reshaping (batch, seq, d_model) straight to (batch, heads, seq, head_dim) -- and merges with the matching plain reshape -- so heads mix tokens instead of owning a feature slice; (2) forgets the output projection w_o (returns the merged heads as the output).
import math

import numpy as np


class MHA:
    def __init__(self, w_q, w_k, w_v, w_o, h):
        self.w_q, self.w_k, self.w_v, self.w_o, self.h = w_q, w_k, w_v, w_o, h

    def heads(self, t):
        b, s, d = t.shape
        return t.reshape(b, self.h, s, d // self.h)

    def __call__(self, x_q, x_kv, mask):
        d = self.w_q.shape[1]
        if d % self.h:
            raise ValueError("d_model % num_heads != 0")
        q = self.heads(x_q @ self.w_q)
        k = self.heads(x_kv @ self.w_k)
        v = self.heads(x_kv @ self.w_v)
        s = q @ k.swapaxes(-1, -2) / math.sqrt(d // self.h)
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        m = s.max(axis=-1, keepdims=True)
        m = np.where(np.isneginf(m), 0, m)
        e = np.exp(s - m)
        tot = e.sum(axis=-1, keepdims=True)
        w = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)
        ctx = w @ v
        b, h, t, hd = ctx.shape
        return ctx.reshape(b, t, h * hd), w


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    return MHA(w_q, w_k, w_v, w_o, num_heads)(x_q, x_kv, mask)
