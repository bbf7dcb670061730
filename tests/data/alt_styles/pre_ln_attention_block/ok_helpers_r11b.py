import math
import numpy as np


def _ln(x, g, b, eps):
    mu = x.mean(-1, keepdims=True)
    c = x - mu
    v = (c * c).mean(-1, keepdims=True)
    return (g * c / np.sqrt(v + eps) + b).astype(x.dtype)


def _softmax_safe(s, allowed):
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0).astype(s.dtype)
    e = np.where(allowed, np.exp(s - m), 0.0).astype(s.dtype)
    z = e.sum(-1, keepdims=True)
    return e / np.where(z > 0, z, 1).astype(s.dtype)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    h = _ln(x, gamma, beta, eps)
    split = lambda a: a.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = (q @ k.transpose(0, 1, 3, 2)) * (1.0 / math.sqrt(hd))
    allowed = np.ones(s.shape, bool) if mask is None else np.broadcast_to(np.asarray(mask, bool), s.shape)
    p = _softmax_safe(s, allowed)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o
    return (x + o).astype(x.dtype)
