# MISTAKE: the attention scores are divided by sqrt(d_model) instead of sqrt(head_dim) (the single-head scale pasted into the multi-head code), so with more than one head the softmax is too flat.
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mu = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * gamma + beta


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
    scale = 1.0 / float(d) ** 0.5
    scores = (q @ k.transpose(0, 1, 3, 2)) * scale
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
