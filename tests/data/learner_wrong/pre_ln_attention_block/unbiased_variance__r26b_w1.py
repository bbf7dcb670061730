# MISTAKE: the LayerNorm variance uses np.var(..., ddof=1) (unbiased) instead of the biased variance.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("num_heads must divide d_model")
    Hd = D // num_heads

    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True, ddof=1)
    h = gamma * (x - mean) / np.sqrt(var + eps) + beta

    q = np.einsum("btd,de->bte", h, w_q).reshape(B, T, num_heads, Hd)
    k = np.einsum("btd,de->bte", h, w_k).reshape(B, T, num_heads, Hd)
    v = np.einsum("btd,de->bte", h, w_v).reshape(B, T, num_heads, Hd)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(Hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0.0
    e = np.exp(s - mx)
    z = e.sum(axis=-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    att = np.einsum("bhqk,bkhd->bqhd", p, v).reshape(B, T, D)
    return (x + att @ w_o).astype(x.dtype)
