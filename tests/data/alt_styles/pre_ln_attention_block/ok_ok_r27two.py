# CORRECT: two-pass layer norm, multi-head self-attention on the normalised input with safe softmax, residual added to the original x.
import math
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mu = x.mean(-1, keepdims=True)
    xc = x - mu
    var = (xc ** 2).mean(-1, keepdims=True)
    return gamma * xc / np.sqrt(var + eps) + beta


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    b, t, d = x.shape
    if num_heads < 1 or d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    h = _layer_norm(x, gamma, beta, eps)

    def split(a):
        return a.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(hd)
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = e / np.where(z > 0, z, 1)
    ctx = (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d)
    return (x + ctx @ w_o).astype(x.dtype, copy=False)
