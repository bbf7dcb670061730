# MISTAKE: merge slip: the per-head contexts (batch, heads, q_len, head_dim) are reshaped straight to (batch, q_len, d_model) without moving the head axis back, which mixes tokens and heads.
import numpy as np


class MHA:
    def __init__(self, w_q, w_k, w_v, w_o, h):
        self.w = (np.asarray(w_q), np.asarray(w_k), np.asarray(w_v), np.asarray(w_o))
        self.h = h
        self.d = self.w[0].shape[1]
        if self.d % h:
            raise ValueError("bad heads")
        self.hd = self.d // h

    def split(self, t):
        b, n, _ = t.shape
        return np.swapaxes(t.reshape(b, n, self.h, self.hd), 1, 2)

    def __call__(self, xq, xkv, mask):
        wq, wk, wv, wo = self.w
        q, k, v = self.split(xq @ wq), self.split(xkv @ wk), self.split(xkv @ wv)
        s = q @ np.swapaxes(k, -1, -2) / np.sqrt(self.hd)
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        m = np.max(s, -1, keepdims=True)
        m = np.where(np.isinf(m), 0, m)
        e = np.exp(s - m)
        z = e.sum(-1, keepdims=True)
        w = np.where(z == 0, 0, e / np.where(z == 0, 1, z))
        ctx = w @ v
        b = xq.shape[0]
        merged = ctx.reshape(b, xq.shape[1], self.d)
        return (merged @ wo).astype(xq.dtype), w.astype(xq.dtype)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    return MHA(w_q, w_k, w_v, w_o, num_heads)(np.asarray(x_q), np.asarray(x_kv), mask)
