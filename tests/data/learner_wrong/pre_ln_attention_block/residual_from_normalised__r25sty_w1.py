# MISTAKE: the residual adds the normalised h (out = h + attn) instead of the original x.
import math
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = D // num_heads
    # 1) layer norm, token by token
    h = np.empty_like(x)
    for b in range(B):
        for t in range(T):
            row = x[b, t]
            mu = row.mean()
            var = ((row - mu) ** 2).mean()
            h[b, t] = gamma * (row - mu) / math.sqrt(var + eps) + beta
    q = h @ w_q
    k = h @ w_k
    v = h @ w_v
    att = np.zeros_like(x)
    M = None if mask is None else np.broadcast_to(mask, (B, num_heads, T, T))
    # 2) attention, head by head, query by query
    for b in range(B):
        for hh in range(num_heads):
            sl = slice(hh * hd, (hh + 1) * hd)
            for i in range(T):
                s = k[b, :, sl] @ q[b, i, sl] / math.sqrt(hd)
                if M is not None:
                    s = np.where(M[b, hh, i], s, -np.inf)
                if np.all(np.isneginf(s)):
                    continue
                e = np.exp(s - s.max())
                att[b, i, sl] = (e / e.sum()) @ v[b, :, sl]
    att = att @ w_o
    # 3) residual
    out = h + att
    return out.astype(x.dtype)
