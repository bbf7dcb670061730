# MISTAKE: The residual adds the normalised h instead of the original x (returns h + attention).
# MISTAKE: LayerNorm uses the unbiased variance (np.var ddof=1) instead of the biased one.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    mu = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, ddof=1, keepdims=True)
    h = gamma * (x - mu) / np.sqrt(var + eps) + beta

    def split(z):
        return z.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isinf(m), 0.0, m)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    p = e / np.where(z == 0, 1.0, z)
    attn = (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o
    return (h + attn).astype(x.dtype)
