# WRONG: splits heads with a bare reshape (batch, seq, d) -> (batch, heads, seq, head_dim) (no (batch, seq, heads, head_dim) step and no transpose), and merges back with the inverse bare reshape — heads mix tokens and features when heads > 1.
import math
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + eps) * gamma + beta
    q = (h @ w_q).reshape(b, num_heads, t, hd)
    k = (h @ w_k).reshape(b, num_heads, t, hd)
    v = (h @ w_v).reshape(b, num_heads, t, hd)
    s = q @ k.swapaxes(-1, -2) * (1.0 / math.sqrt(hd))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    o = (p @ v).reshape(b, t, d)
    return x + o @ w_o
