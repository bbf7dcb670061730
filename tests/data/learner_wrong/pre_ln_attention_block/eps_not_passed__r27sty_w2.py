# MISTAKE: the helper layer_norm is called without passing eps, so the block always uses 1e-5 and ignores a different eps given by the caller.
import math
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = np.mean(x, axis=-1, keepdims=True)
    var = np.mean((x - mu) ** 2, axis=-1, keepdims=True)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta


def self_attention(h, w_q, w_k, w_v, w_o, num_heads, mask):
    B, T, D = h.shape
    hd = D // num_heads
    q = np.moveaxis((h @ w_q).reshape(B, T, num_heads, hd), 2, 1)
    k = np.moveaxis((h @ w_k).reshape(B, T, num_heads, hd), 2, 1)
    v = np.moveaxis((h @ w_v).reshape(B, T, num_heads, hd), 2, 1)
    s = np.einsum("bnid,bnjd->bnij", q, k) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    top = s.max(axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(s - top)
    den = e.sum(axis=-1, keepdims=True)
    p = np.where(den > 0, e / np.where(den > 0, den, 1.0), 0.0)
    ctx = np.moveaxis(p @ v, 1, 2).reshape(B, T, D)
    return ctx @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("num_heads must divide d_model")
    h = layer_norm(x, gamma, beta)
    return x + self_attention(h, w_q, w_k, w_v, w_o, num_heads, mask)
