# WRONG: two mistakes: LayerNorm mean/variance taken over axis=1 (the sequence axis of (batch, seq, d)) instead of the last axis; and the scores are divided by np.sqrt(head_dim) (a NumPy float64) with no cast back, so float32 x returns float64.
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mu = x.mean(axis=1, keepdims=True)
    var = x.var(axis=1, keepdims=True)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    h = _layer_norm(x, gamma, beta, eps)
    split = lambda z: z.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    p = np.exp(s - m)
    z = p.sum(-1, keepdims=True)
    p = np.where(z > 0, p / np.where(z > 0, z, 1), 0)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o
    return x + o
