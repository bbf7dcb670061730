# MISTAKE: the residual adds the normalised h instead of the original x (returns h + attention).
# MISTAKE: the layer norm uses np.std(..., ddof=1), i.e. the unbiased variance, instead of the biased one.
import numpy as np


def layer_norm(x, gamma, beta, eps):
    mean = x.mean(-1, keepdims=True)
    std = np.std(x, axis=-1, ddof=1, keepdims=True)
    return gamma * (x - mean) / np.sqrt(std ** 2 + eps) + beta


def mha(h, w_q, w_k, w_v, w_o, n_heads, mask):
    B, T, D = h.shape
    hd = D // n_heads
    q = np.swapaxes((h @ w_q).reshape(B, T, n_heads, hd), 1, 2)
    k = np.swapaxes((h @ w_k).reshape(B, T, n_heads, hd), 1, 2)
    v = np.swapaxes((h @ w_v).reshape(B, T, n_heads, hd), 1, 2)
    s = q @ np.swapaxes(k, 2, 3) / np.sqrt(hd).item()
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    p = np.exp(s - mx)
    z = p.sum(-1, keepdims=True)
    p = np.where(z > 0, p / np.where(z > 0, z, 1.0), 0.0)
    return np.swapaxes(p @ v, 1, 2).reshape(B, T, D) @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("d_model % num_heads != 0")
    h = layer_norm(x, gamma, beta, eps)
    h = h + mha(h, w_q, w_k, w_v, w_o, num_heads, mask)
    return h.astype(x.dtype)
