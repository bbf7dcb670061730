# https://github.com/facebookresearch/stopes/issues/25
# The layer norm inside the block uses torch.std's default unbiased estimate (ddof = 1) instead
# of the biased variance LayerNorm uses.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = D // num_heads
    mean = x.mean(-1, keepdims=True)
    std = x.std(-1, ddof=1, keepdims=True)
    h = gamma * (x - mean) / np.sqrt(std ** 2 + eps) + beta
    q = (h @ w_q).reshape(B, T, num_heads, hd).swapaxes(1, 2)
    k = (h @ w_k).reshape(B, T, num_heads, hd).swapaxes(1, 2)
    v = (h @ w_v).reshape(B, T, num_heads, hd).swapaxes(1, 2)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    att = (p @ v).swapaxes(1, 2).reshape(B, T, D) @ w_o
    return (x + att).astype(x.dtype)
