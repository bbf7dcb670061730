# CORRECT: a functools.reduce pipeline of small stages (norm, project, split, attend, merge, output) applied to h, then the original x is added back.
import functools
import math
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = D // num_heads

    def norm(t):
        mu = t.mean(axis=-1, keepdims=True)
        c = t - mu
        var = (c * c).mean(axis=-1, keepdims=True)
        return gamma * c / np.sqrt(var + eps) + beta

    def project(h):
        return tuple(h @ w for w in (w_q, w_k, w_v))

    def split(qkv):
        return tuple(t.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3) for t in qkv)

    def attend(qkv):
        q, k, v = qkv
        s = np.einsum("bhid,bhjd->bhij", q, k) * (1.0 / math.sqrt(hd))
        if mask is not None:
            s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
        mx = np.max(s, axis=-1, keepdims=True)
        mx = np.where(np.isneginf(mx), 0.0, mx)
        e = np.exp(s - mx)
        z = e.sum(axis=-1, keepdims=True)
        p = e / np.where(z > 0, z, 1.0)
        return p @ v

    def merge(ctx):
        return ctx.transpose(0, 2, 1, 3).reshape(ctx.shape[0], T, D)

    def out_proj(m):
        return m @ w_o

    stages = (norm, project, split, attend, merge, out_proj)
    delta = functools.reduce(lambda acc, f: f(acc), stages, x)
    return (x + delta).astype(x.dtype, copy=False)
