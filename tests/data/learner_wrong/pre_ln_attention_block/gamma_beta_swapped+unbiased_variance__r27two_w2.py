# MISTAKE: the layer-norm variance uses ddof=1 (divides by d_model - 1) instead of the biased variance.
# MISTAKE: gamma and beta are swapped in the layer norm (beta * x_hat + gamma instead of gamma * x_hat + beta).
import math
import numpy as np


def layer_norm(x, gamma, beta, eps):
    mu = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, ddof=1, keepdims=True)
    return beta * (x - mu) / np.sqrt(var + eps) + gamma


def mha(h, w_q, w_k, w_v, w_o, num_heads, mask):
    b, t, d = h.shape
    hd = d // num_heads
    q = (h @ w_q).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    k = (h @ w_k).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    v = (h @ w_v).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m[np.isneginf(m)] = 0
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    z[z == 0] = 1
    out = (e / z) @ v
    return out.transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    h = layer_norm(x, gamma, beta, eps)
    return (x + mha(h, w_q, w_k, w_v, w_o, num_heads, mask)).astype(x.dtype)
