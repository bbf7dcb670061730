# https://github.com/tracel-ai/burn/pull/1054 -- prenorm done as x = norm(x); x = x + attn(x): the residual adds the normalised h instead of the original x.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    x = (gamma * (x - mu) / np.sqrt(var + eps) + beta).astype(x.dtype)
    hd = d // num_heads

    def split(z):
        return z.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(x @ w_q), split(x @ w_k), split(x @ w_v)
    s = (q @ k.transpose(0, 1, 3, 2)) / np.sqrt(np.asarray(hd, dtype=x.dtype))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o
    return (x + o).astype(x.dtype)
