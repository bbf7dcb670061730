# MISTAKE: LayerNorm adds eps outside the square root, (x - mu) / (sqrt(var) + eps), instead of dividing by sqrt(var + eps); the difference shows on tokens with a small variance.
import math
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mu = x.mean(axis=-1, keepdims=True)
    std = x.std(axis=-1, keepdims=True)
    return gamma * (x - mu) / (std + eps) + beta


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError(f"d_model {d} is not divisible by num_heads {num_heads}")
    hd = d // num_heads
    h = _layer_norm(x, gamma, beta, eps)

    def split(a):
        return a.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    scores = (q @ k.transpose(0, 1, 3, 2)) / math.sqrt(hd)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
    else:
        allowed = np.ones(scores.shape, dtype=bool)
    s = np.where(allowed, scores, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    den = e.sum(axis=-1, keepdims=True)
    w = e / np.where(den == 0, 1.0, den)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d)
    out = x + ctx @ w_o
    return out.astype(x.dtype, copy=False)
