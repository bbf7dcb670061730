# MISTAKE: the residual adds the normalised h instead of the original x (`return h + attn`).
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError("bad num_heads")
    hd = D // num_heads
    mu = x.mean(axis=-1, keepdims=True)
    sd = np.sqrt(x.var(axis=-1, keepdims=True) + eps)
    h = gamma * (x - mu) / sd + beta
    q = np.einsum("btd,de->bte", h, w_q).reshape(B, T, num_heads, hd)
    k = np.einsum("btd,de->bte", h, w_k).reshape(B, T, num_heads, hd)
    v = np.einsum("btd,de->bte", h, w_v).reshape(B, T, num_heads, hd)
    s = np.einsum("bqhe,bkhe->bhqk", q, k) / np.sqrt(hd)
    ok = np.ones_like(s, dtype=bool) if mask is None else np.broadcast_to(mask, s.shape)
    s = np.where(ok, s, -np.inf)
    top = s.max(-1, keepdims=True)
    top = np.where(np.isinf(top), 0.0, top)
    p = np.where(ok, np.exp(s - top), 0.0)
    z = p.sum(-1, keepdims=True)
    p = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
    attn = np.einsum("bhqk,bkhe->bqhe", p, v).reshape(B, T, D) @ w_o
    return (h + attn).astype(x.dtype)
