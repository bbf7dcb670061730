# MISTAKE: eps is added outside the square root in LayerNorm ((x - mu) / (sqrt(var) + eps)) instead of inside (sqrt(var + eps)); only visible for tokens with (near-)zero variance or a large eps.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = D // num_heads
    # layer norm, token by token
    mu = x.mean(axis=-1, keepdims=True)
    sigma = np.sqrt(((x - mu) ** 2).mean(axis=-1, keepdims=True))
    h = gamma * (x - mu) / (sigma + eps) + beta
    # self-attention
    q = (h @ w_q).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    k = (h @ w_k).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    v = (h @ w_v).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    mx = s.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    ctx = (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D)
    return (x + ctx @ w_o).astype(x.dtype, copy=False)
