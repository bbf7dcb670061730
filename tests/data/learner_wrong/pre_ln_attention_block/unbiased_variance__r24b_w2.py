# MISTAKE: the LayerNorm uses the unbiased variance (ddof=1, torch.var's default) instead of the biased variance (ddof=0) that LayerNorm uses.
import math

import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError(f"d_model={D} is not divisible by num_heads={num_heads}")
    Hd = D // num_heads

    mu = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, keepdims=True, ddof=1)
    h = (x - mu) / np.sqrt(var + eps) * gamma + beta

    q = (h @ w_q).reshape(B, T, num_heads, Hd).swapaxes(1, 2)
    k = (h @ w_k).reshape(B, T, num_heads, Hd).swapaxes(1, 2)
    v = (h @ w_v).reshape(B, T, num_heads, Hd).swapaxes(1, 2)

    att = np.einsum('bhid,bhjd->bhij', q, k) / math.sqrt(Hd)
    keep = np.ones(att.shape, bool) if mask is None else np.broadcast_to(np.asarray(mask, bool), att.shape)
    att = np.where(keep, att, -np.inf)
    top = np.max(att, axis=-1, keepdims=True)
    top = np.where(np.isneginf(top), 0.0, top)
    e = np.exp(att - top)
    den = e.sum(-1, keepdims=True)
    p = e / np.where(den > 0, den, 1.0)

    ctx = np.einsum('bhij,bhjd->bhid', p, v).swapaxes(1, 2).reshape(B, T, D)
    return (x + ctx @ w_o).astype(x.dtype)
