# MISTAKE: returns the attention weights averaged over heads (shape (batch, q_len, k_len), like PyTorch's default average_attn_weights=True) instead of every head's weights (batch, num_heads, q_len, k_len).
import numpy as np


class MultiHeadAttention:
    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        d_model = w_q.shape[1]
        if d_model % num_heads != 0:
            raise ValueError("num_heads must divide d_model")
        self.w = (w_q, w_k, w_v, w_o)
        self.h = num_heads
        self.hd = d_model // num_heads

    def heads(self, t):
        b, n, _ = t.shape
        return t.reshape(b, n, self.h, self.hd).transpose(0, 2, 1, 3)

    def __call__(self, x_q, x_kv, mask=None):
        w_q, w_k, w_v, w_o = self.w
        q, k, v = self.heads(x_q @ w_q), self.heads(x_kv @ w_k), self.heads(x_kv @ w_v)
        s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(self.hd)
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        mx = s.max(axis=-1, keepdims=True)
        e = np.exp(s - np.where(np.isfinite(mx), mx, 0.0))
        tot = e.sum(axis=-1, keepdims=True)
        p = np.divide(e, tot, out=np.zeros_like(e), where=tot != 0)
        ctx = (p @ v).transpose(0, 2, 1, 3).reshape(x_q.shape[0], x_q.shape[1], -1)
        return (ctx @ w_o).astype(x_q.dtype), p.mean(axis=1).astype(x_q.dtype)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    return MultiHeadAttention(w_q, w_k, w_v, w_o, num_heads)(x_q, x_kv, mask)
