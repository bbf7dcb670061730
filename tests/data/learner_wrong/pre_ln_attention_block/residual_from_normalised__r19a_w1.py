# MISTAKE: the residual adds the normalised h instead of the original x (`return h + attn`).
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = D // num_heads
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True)
    h = gamma * (x - mean) / np.sqrt(var + eps) + beta
    q = np.einsum("btd,de->bte", h, w_q).reshape(B, T, num_heads, hd)
    k = np.einsum("btd,de->bte", h, w_k).reshape(B, T, num_heads, hd)
    v = np.einsum("btd,de->bte", h, w_v).reshape(B, T, num_heads, hd)
    s = np.einsum("bqhe,bkhe->bhqk", q, k) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, -1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    p = np.exp(s - mx)
    tot = p.sum(-1, keepdims=True)
    p = np.divide(p, tot, out=np.zeros_like(p), where=tot > 0)
    ctx = np.einsum("bhqk,bkhe->bqhe", p, v).reshape(B, T, D)
    attn = ctx @ w_o
    return (h + attn).astype(x.dtype)
