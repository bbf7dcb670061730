import math
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * gamma + beta


def _softmax_masked(s, allow):
    s = np.where(allow, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allow, np.exp(s - m), 0.0)
    z = e.sum(-1, keepdims=True)
    return e / np.where(z > 0, z, 1.0)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError(f"d_model {d} is not divisible by num_heads {num_heads}")
    hd = d // num_heads
    h = _layer_norm(x, gamma, beta, eps)
    split = lambda a: a.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(hd)
    allow = np.ones(s.shape, bool) if mask is None else np.broadcast_to(np.asarray(mask, bool), s.shape)
    p = _softmax_masked(s, allow)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o
    return (x + o).astype(x.dtype)
