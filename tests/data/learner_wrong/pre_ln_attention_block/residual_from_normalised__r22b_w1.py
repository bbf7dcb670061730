# MISTAKE: the residual adds the normalised h instead of the original x (returns h + attention, not x + attention).
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * gamma + beta


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    h = _layer_norm(x, gamma, beta, eps)

    def split(a):
        return a.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is None:
        allowed = np.ones(scores.shape, bool)
    else:
        allowed = np.broadcast_to(np.asarray(mask, bool), scores.shape)
    scores = np.where(allowed, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(scores - m), 0.0)
    s = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, s, out=np.zeros_like(e), where=s > 0)
    att = (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d_model) @ w_o
    return (h + att).astype(x.dtype, copy=False)
