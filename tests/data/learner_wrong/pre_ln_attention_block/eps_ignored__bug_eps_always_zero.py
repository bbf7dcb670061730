# https://github.com/VeriSilicon/TIM-VX/pull/589
# The LayerNorm's eps could not be set and was always 0 (wrong dtype/parameter): the block's
# normalisation divides by sqrt(var) alone, NaN for a constant token.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = D // num_heads
    eps_used = 0.0                                            # the attribute never reached the kernel
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    h = gamma * (x - mu) / np.sqrt(var + eps_used) + beta
    q = (h @ w_q).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    k = (h @ w_k).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    v = (h @ w_v).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    att = (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D) @ w_o
    return (x + att).astype(x.dtype)
