# WRONG: LayerNorm puts eps outside the square root, (x - mu) / (sqrt(var) + eps), instead of sqrt(var + eps); only visible when a token's variance is small.
import math
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    batch, seq, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads

    def ln(t):
        c = t - t.mean(axis=-1, keepdims=True)
        return c / (np.sqrt((c * c).mean(axis=-1, keepdims=True)) + eps) * gamma + beta

    def heads(t):
        return np.swapaxes(t.reshape(batch, seq, num_heads, hd), 1, 2)

    def attend(q, k, v):
        s = q @ np.swapaxes(k, -1, -2) / math.sqrt(hd)
        ok = np.ones(s.shape, bool) if mask is None else np.broadcast_to(mask, s.shape)
        s = np.where(ok, s, -np.inf)
        m = s.max(-1, keepdims=True)
        m[~np.isfinite(m)] = 0.0
        e = np.exp(s - m) * ok
        z = e.sum(-1, keepdims=True)
        return (e / np.where(z == 0, 1, z)) @ v

    h = ln(x)
    o = attend(heads(h @ w_q), heads(h @ w_k), heads(h @ w_v))
    o = np.swapaxes(o, 1, 2).reshape(batch, seq, d) @ w_o
    return (x + o).astype(x.dtype)
