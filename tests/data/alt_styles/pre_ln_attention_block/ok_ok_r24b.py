import math

import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * gamma + beta


def _softmax_masked(scores, allowed):
    scores = np.where(allowed, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(scores - m), 0.0)
    s = e.sum(axis=-1, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    b, t, d = x.shape
    if num_heads <= 0 or d % num_heads != 0:
        raise ValueError(f"d_model={d} not divisible by num_heads={num_heads}")
    hd = d // num_heads
    dtype = x.dtype

    h = _layer_norm(x, gamma, beta, eps).astype(dtype, copy=False)

    def split(a):
        return a.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    scores = (q @ k.transpose(0, 1, 3, 2)) * (1.0 / math.sqrt(hd))
    if mask is None:
        allowed = np.ones(scores.shape, dtype=bool)
    else:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
    w = _softmax_masked(scores, allowed)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d)
    out = x + ctx @ w_o
    return out.astype(dtype, copy=False)
