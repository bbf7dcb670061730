# Heads are split by reshaping (batch, seq, d) straight to (batch, heads, seq, head_dim) (no (batch, seq, heads, head_dim) + transpose) and merged back by the inverse reshape, so each "head" mixes features of different tokens; written as a loop over heads.
import math
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = D // num_heads
    mu = x.mean(-1, keepdims=True)
    h = (x - mu) / np.sqrt(((x - mu) ** 2).mean(-1, keepdims=True) + eps) * gamma + beta
    Q = (h @ w_q).reshape(B, num_heads, T, hd)
    K = (h @ w_k).reshape(B, num_heads, T, hd)
    V = (h @ w_v).reshape(B, num_heads, T, hd)
    full_mask = None if mask is None else np.broadcast_to(mask, (B, num_heads, T, T))
    out = np.zeros_like(Q)
    for head in range(num_heads):
        s = Q[:, head] @ K[:, head].transpose(0, 2, 1) / math.sqrt(hd)
        if full_mask is not None:
            s = np.where(full_mask[:, head], s, -np.inf)
        mx = s.max(-1, keepdims=True)
        mx[~np.isfinite(mx)] = 0
        e = np.exp(s - mx)
        den = e.sum(-1, keepdims=True)
        p = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
        out[:, head] = p @ V[:, head]
    attn = out.reshape(B, T, D) @ w_o
    return (x + attn).astype(x.dtype, copy=False)
