# WRONG (two mistakes): scores scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim), and the residual adds the normalised h instead of the original x (returns h + MHA(h)).
import math
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("bad heads")
    hd = d // num_heads
    mu = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, keepdims=True)
    h = gamma * (x - mu) / np.sqrt(var + eps) + beta
    q = (h @ w_q).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    k = (h @ w_k).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    v = (h @ w_v).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(d)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0.0, mx)
    ex = np.exp(scores - mx)
    den = ex.sum(axis=-1, keepdims=True)
    w = np.divide(ex, den, out=np.zeros_like(ex), where=den > 0)
    attn = (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o
    return h + attn
