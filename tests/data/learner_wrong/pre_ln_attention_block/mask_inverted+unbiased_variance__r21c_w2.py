# MISTAKE: (1) the LayerNorm uses np.var(..., ddof=1) (unbiased variance) instead of the biased variance;
#          (2) mask polarity inverted: scores where the mask is True are set to -inf.
import math
import numpy as np


def _layer_norm(x, g, b, eps):
    m = x.mean(-1, keepdims=True)
    return g * (x - m) / np.sqrt(x.var(-1, ddof=1, keepdims=True) + eps) + b


def _mha(h, w_q, w_k, w_v, w_o, H, mask):
    B, T, D = h.shape
    hd = D // H
    sp = lambda t: t.reshape(B, T, H, hd).swapaxes(1, 2)
    q, k, v = sp(h @ w_q), sp(h @ w_k), sp(h @ w_v)
    s = q @ k.swapaxes(-1, -2) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, -np.inf, s)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return (p @ v).swapaxes(1, 2).reshape(B, T, D) @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("d_model % num_heads")
    out = x + _mha(_layer_norm(x, gamma, beta, eps), w_q, w_k, w_v, w_o, num_heads, mask)
    return out.astype(x.dtype)
