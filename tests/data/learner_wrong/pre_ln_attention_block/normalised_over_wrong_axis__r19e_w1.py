# MISTAKE: wrong axis in the LayerNorm: mean and variance are taken over axis=1 (the sequence axis)
# instead of the last (feature) axis of each token.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("bad num_heads")
    hd = D // num_heads
    mu = x.mean(axis=1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=1, keepdims=True)
    h = gamma * (x - mu) / np.sqrt(var + eps) + beta
    split = lambda t: t.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isinf(mx), 0.0, mx)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = np.einsum("bhqk,bhkd->bqhd", p, v).reshape(B, T, D)
    return (x + ctx @ w_o).astype(x.dtype)
