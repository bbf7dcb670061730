# MISTAKE: the mask polarity is inverted (np.where(mask, -inf, scores), treating True as "blocked"), so queries attend exactly to the keys they may not see.
import numpy as np
from functools import reduce


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    centred = x - x.mean(-1, keepdims=True)
    h = gamma * centred / np.sqrt((centred ** 2).mean(-1, keepdims=True) + eps) + beta
    to_heads = lambda z: np.swapaxes(z.reshape(b, t, num_heads, hd), 1, 2)
    q, k, v = map(to_heads, (h @ w_q, h @ w_k, h @ w_v))
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, -np.inf, s)
    m = s.max(-1, keepdims=True)
    m[np.isneginf(m)] = 0.0
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = np.swapaxes(p @ v, 1, 2).reshape(b, t, d)
    return reduce(np.add, (x, ctx @ w_o)).astype(x.dtype)
