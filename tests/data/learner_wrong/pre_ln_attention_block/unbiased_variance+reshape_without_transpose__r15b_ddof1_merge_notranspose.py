# WRONG: LayerNorm uses the unbiased variance (ddof=1) AND merges heads with a plain reshape (batch, heads, seq, hd) -> (batch, seq, d) without transposing back.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError("bad heads")
    hd = D // num_heads
    h = (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, ddof=1, keepdims=True) + eps) * gamma + beta
    q = np.moveaxis((h @ w_q).reshape(B, T, num_heads, hd), 2, 1)
    k = np.moveaxis((h @ w_k).reshape(B, T, num_heads, hd), 2, 1)
    v = np.moveaxis((h @ w_v).reshape(B, T, num_heads, hd), 2, 1)
    s = q @ np.moveaxis(k, -1, -2) / np.sqrt(hd)
    allowed = np.ones_like(s, dtype=bool) if mask is None else np.broadcast_to(mask, s.shape)
    s = np.where(allowed, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    e = np.where(allowed, np.exp(s - mx), 0)
    z = e.sum(-1, keepdims=True)
    w = e / np.where(z == 0, 1, z)
    attn = (w @ v).reshape(B, T, D) @ w_o
    return (x + attn).astype(x.dtype)
