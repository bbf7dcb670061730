# MISTAKE: the mask is applied after the softmax (weights * mask, no renormalisation) instead of setting masked scores to -inf before it, so masked rows no longer sum to 1.
import math
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    hd = D // num_heads
    out = np.array(x, copy=True)
    for b in range(B):
        tok = x[b]
        mu = tok.mean(axis=1, keepdims=True)
        var = ((tok - mu) ** 2).mean(axis=1, keepdims=True)
        h = (tok - mu) / np.sqrt(var + eps) * gamma + beta
        q, k, v = h @ w_q, h @ w_k, h @ w_v
        heads = []
        for i in range(num_heads):
            sl = slice(i * hd, (i + 1) * hd)
            s = q[:, sl] @ k[:, sl].T / math.sqrt(hd)
            s = s - s.max(axis=1, keepdims=True)
            p = np.exp(s)
            p = p / p.sum(axis=1, keepdims=True)
            if mask is not None:
                mb = np.broadcast_to(mask, (B, num_heads, T, T))[b, i]
                p = p * mb
            heads.append(p @ v[:, sl])
        out[b] = x[b] + np.concatenate(heads, axis=1) @ w_o
    return out
