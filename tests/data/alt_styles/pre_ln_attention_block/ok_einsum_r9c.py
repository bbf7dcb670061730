import math
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if num_heads <= 0 or d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + eps) * gamma + beta
    q = np.einsum("btd,de->bte", h, w_q).reshape(b, t, num_heads, hd)
    k = np.einsum("btd,de->bte", h, w_k).reshape(b, t, num_heads, hd)
    v = np.einsum("btd,de->bte", h, w_v).reshape(b, t, num_heads, hd)
    s = np.einsum("bqhe,bkhe->bhqk", q, k) * (1.0 / math.sqrt(hd))
    if mask is not None:
        s = np.where(np.broadcast_to(mask, s.shape), s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    o = np.einsum("bhqk,bkhe->bqhe", p, v).reshape(b, t, d)
    out = x + o @ w_o
    return out.astype(x.dtype, copy=False)
