# WRONG: LayerNorm divides by (std + eps) instead of sqrt(var + eps) (eps outside the root); everything else correct.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = D // num_heads
    mu = x.mean(axis=-1, keepdims=True)
    sd = x.std(axis=-1, keepdims=True)
    h = gamma * (x - mu) / (sd + eps) + beta
    q = np.einsum("btd,de->bte", h, w_q).reshape(B, T, num_heads, hd)
    k = np.einsum("btd,de->bte", h, w_k).reshape(B, T, num_heads, hd)
    v = np.einsum("btd,de->bte", h, w_v).reshape(B, T, num_heads, hd)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) / x.dtype.type(np.sqrt(hd))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    p = np.exp(s - mx)
    den = p.sum(-1, keepdims=True)
    p = np.where(den > 0, p / np.where(den > 0, den, 1), 0)
    o = np.einsum("bhqk,bkhd->bqhd", p, v).reshape(B, T, D)
    return (x + o @ w_o).astype(x.dtype)
