# MISTAKE: The residual adds the normalised h instead of the original x (returns h + MHA(h)).
# MISTAKE: LayerNorm uses the unbiased variance (ddof=1) instead of the biased one.
import math
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mu = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, ddof=1, keepdims=True)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    h = _layer_norm(x, gamma, beta, eps)
    q = (h @ w_q).reshape(b, s, num_heads, hd).transpose(0, 2, 1, 3)
    k = (h @ w_k).reshape(b, s, num_heads, hd).transpose(0, 2, 1, 3)
    v = (h @ w_v).reshape(b, s, num_heads, hd).transpose(0, 2, 1, 3)
    sc = q @ np.swapaxes(k, -1, -2) / math.sqrt(hd)
    if mask is not None:
        sc = np.where(mask, sc, -np.inf)
    mx = sc.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(sc - mx)
    z = e.sum(axis=-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    attn = (p @ v).transpose(0, 2, 1, 3).reshape(b, s, d) @ w_o
    h = h + attn
    return h.astype(x.dtype)
