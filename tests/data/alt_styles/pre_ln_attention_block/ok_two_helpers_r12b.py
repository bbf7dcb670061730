import math
import numpy as np


def layer_norm(x, gamma, beta, eps):
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * gamma + beta


def multi_head_attention(h, w_q, w_k, w_v, w_o, num_heads, mask):
    b, t, d = h.shape
    hd = d // num_heads

    def split(z):
        return z.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = (q @ k.transpose(0, 1, 3, 2)) * (1.0 / math.sqrt(hd))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = e / np.where(z > 0, z, 1.0)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d)
    return o @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if num_heads <= 0 or x.shape[-1] % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    h = layer_norm(x, gamma, beta, eps)
    out = x + multi_head_attention(h, w_q, w_k, w_v, w_o, num_heads, mask)
    return out.astype(x.dtype, copy=False)
