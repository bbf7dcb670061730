# MISTAKE: the layer norm uses the unbiased variance (ddof=1) instead of the biased (population) variance.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("num_heads must divide d_model")
    H = num_heads
    hd = D // H
    mu = np.mean(x, axis=-1, keepdims=True)
    sd = np.sqrt(np.var(x, axis=-1, keepdims=True, ddof=1) + eps)
    h = gamma * (x - mu) / sd + beta
    q = np.einsum('btd,de->bte', h, w_q).reshape(B, T, H, hd)
    k = np.einsum('btd,de->bte', h, w_k).reshape(B, T, H, hd)
    v = np.einsum('btd,de->bte', h, w_v).reshape(B, T, H, hd)
    s = np.einsum('bqhd,bkhd->bhqk', q, k) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    e = np.exp(s - mx)
    tot = e.sum(-1, keepdims=True)
    p = e / np.where(tot == 0, 1, tot)
    o = np.einsum('bhqk,bkhd->bqhd', p, v).reshape(B, T, D)
    return (x + o @ w_o).astype(x.dtype)
