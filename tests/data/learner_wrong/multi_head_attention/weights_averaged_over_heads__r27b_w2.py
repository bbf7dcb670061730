# MISTAKE: the returned weights are averaged over the heads (shape (batch, q_len, k_len), like PyTorch's average_attn_weights=True) instead of every head's weights of shape (batch, num_heads, q_len, k_len).
import numpy as np


class _MHA:
    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        self.w_q, self.w_k, self.w_v, self.w_o = w_q, w_k, w_v, w_o
        self.h = num_heads
        self.d = w_q.shape[1]
        if self.d % self.h:
            raise ValueError("d_model not divisible by num_heads")
        self.hd = self.d // self.h

    def _split(self, t):
        b, n, _ = t.shape
        return np.swapaxes(t.reshape(b, n, self.h, self.hd), 1, 2)

    def __call__(self, x_q, x_kv, mask):
        q = self._split(x_q @ self.w_q)
        k = self._split(x_kv @ self.w_k)
        v = self._split(x_kv @ self.w_v)
        s = q @ np.swapaxes(k, -1, -2) / np.sqrt(self.hd)
        allowed = np.ones(s.shape, bool) if mask is None else np.broadcast_to(mask, s.shape)
        s = np.where(allowed, s, -np.inf)
        mx = s.max(-1, keepdims=True)
        mx[np.isneginf(mx)] = 0.0
        p = np.exp(s - mx)
        z = p.sum(-1, keepdims=True)
        p = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
        ctx = np.swapaxes(p @ v, 1, 2)
        b, n = ctx.shape[:2]
        out = ctx.reshape(b, n, self.d) @ self.w_o
        return out, p.mean(axis=1)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    out, w = _MHA(w_q, w_k, w_v, w_o, num_heads)(x_q, x_kv, mask)
    return out.astype(x_q.dtype), w.astype(x_q.dtype)
