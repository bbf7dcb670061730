import math

import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mean = x.mean(axis=-1, keepdims=True)
    xc = x - mean
    var = (xc * xc).mean(axis=-1, keepdims=True)
    return gamma * (xc / np.sqrt(var + eps)) + beta


def _split(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)


def _merge(x):
    b, h, t, hd = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, t, h * hd)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    d_model = x.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model {d_model} is not divisible by num_heads {num_heads}")
    head_dim = d_model // num_heads
    h = _layer_norm(x, gamma, beta, eps)
    q = _split(h @ w_q, num_heads)
    k = _split(h @ w_k, num_heads)
    v = _split(h @ w_v, num_heads)
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(head_dim)
    if mask is None:
        allowed = np.ones(scores.shape, dtype=bool)
    else:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
    scores = np.where(allowed, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(allowed, np.exp(scores - m), 0)
    s = e.sum(axis=-1, keepdims=True)
    weights = e / np.where(s > 0, s, 1)
    attn = _merge(weights @ v) @ w_o
    return (x + attn).astype(x.dtype, copy=False)
