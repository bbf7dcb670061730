# MISTAKE: LayerNorm uses the unbiased (ddof=1) variance instead of the biased per-token variance (`np.var(x, axis=-1, ddof=1)`).
import numpy as np


class _LN:
    def __init__(self, g, b, eps):
        self.g, self.b, self.eps = g, b, eps

    def __call__(self, x):
        mu = np.mean(x, axis=-1, keepdims=True)
        var = np.var(x, axis=-1, ddof=1, keepdims=True)
        return self.g * (x - mu) / np.sqrt(var + self.eps) + self.b


def _attn(h, w_q, w_k, w_v, w_o, nh, mask):
    B, T, D = h.shape
    hd = D // nh
    split = lambda t: t.reshape(B, T, nh, hd).transpose(0, 2, 1, 3)
    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    allow = np.broadcast_to(True if mask is None else np.asarray(mask, bool), s.shape)
    s = np.where(allow, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(allow, np.exp(s - m), 0)
    tot = e.sum(-1, keepdims=True)
    p = e / np.where(tot == 0, 1, tot)
    return (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D) @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("d_model % num_heads")
    h = _LN(gamma, beta, eps)(x)
    return (x + _attn(h, w_q, w_k, w_v, w_o, num_heads, mask)).astype(x.dtype)
