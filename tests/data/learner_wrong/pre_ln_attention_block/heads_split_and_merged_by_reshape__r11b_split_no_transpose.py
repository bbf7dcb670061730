# WRONG: splits heads with a bare reshape(b, heads, t, head_dim) (no (b, t, heads, hd) then transpose), and merges back with the matching bare reshape, so tokens and features are scrambled across heads.
import math
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("heads")
    hd = d // num_heads
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    h = gamma * (x - mu) / np.sqrt(var + eps) + beta
    q = (h @ w_q).reshape(b, num_heads, t, hd)
    k = (h @ w_k).reshape(b, num_heads, t, hd)
    v = (h @ w_v).reshape(b, num_heads, t, hd)
    s = q @ k.swapaxes(-1, -2) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = e / np.where(z == 0, 1, z)
    o = (p @ v).reshape(b, t, d) @ w_o
    return x + o
