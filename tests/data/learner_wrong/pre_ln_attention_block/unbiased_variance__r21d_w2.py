# MISTAKE: LayerNorm uses the unbiased variance (ddof=1, divide by d_model - 1) instead of the population variance.
import numpy as np
from functools import reduce


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("bad heads")
    hd = D // num_heads
    mu = x.mean(-1, keepdims=True)
    h = gamma * (x - mu) / np.sqrt(x.var(-1, ddof=1, keepdims=True) + eps) + beta
    heads = []
    for i in range(num_heads):
        sl = slice(i * hd, (i + 1) * hd)
        q = h @ w_q[:, sl]; k = h @ w_k[:, sl]; v = h @ w_v[:, sl]
        s = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
        if mask is not None:
            mk = np.broadcast_to(mask, (B, num_heads, T, T))[:, i]
            s = np.where(mk, s, -np.inf)
        m = s.max(-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0)
        e = np.exp(s - m)
        z = e.sum(-1, keepdims=True)
        p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
        heads.append(p @ v)
    ctx = reduce(lambda a, b: np.concatenate([a, b], axis=-1), heads)
    return (x + ctx @ w_o).astype(x.dtype)
