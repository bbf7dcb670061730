# CORRECT: layer norm (biased var, eps inside), self-attention on h with safe softmax, residual adds the original x.
import math
import numpy as np


def _ln(x, gamma, beta, eps):
    mu = x.mean(axis=-1, keepdims=True)
    xc = x - mu
    var = (xc ** 2).mean(axis=-1, keepdims=True)
    return gamma * xc / np.sqrt(var + eps) + beta


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    h = _ln(x, gamma, beta, eps)

    def split(z):
        return z.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(hd)
    allowed = np.ones(s.shape, dtype=bool) if mask is None else np.broadcast_to(np.asarray(mask, dtype=bool), s.shape)
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    z = e.sum(axis=-1, keepdims=True)
    w = e / np.where(z > 0, z, 1.0)
    att = (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o
    return (x + att).astype(x.dtype)
