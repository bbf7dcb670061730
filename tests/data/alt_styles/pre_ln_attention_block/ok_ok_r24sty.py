from functools import reduce

import numpy as np


def _compose(*fns):
    return lambda x: reduce(lambda acc, f: f(acc), fns, x)


def _layer_norm(gamma, beta, eps):
    def ln(x):
        mu = x.mean(axis=-1, keepdims=True)
        var = np.square(x - mu).mean(axis=-1, keepdims=True)
        return (x - mu) / np.sqrt(var + eps) * gamma + beta
    return ln


def _self_attention(w_q, w_k, w_v, w_o, num_heads, mask):
    def attn(h):
        b, t, d = h.shape
        hd = d // num_heads
        split = lambda z: z.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
        q, k, v = (split(h @ w) for w in (w_q, w_k, w_v))
        s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
        if mask is not None:
            s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
        top = s.max(axis=-1, keepdims=True)
        top = np.where(np.isneginf(top), 0.0, top)
        e = np.exp(s - top)
        z = e.sum(axis=-1, keepdims=True)
        p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
        return (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o
    return attn


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    if x.shape[-1] % num_heads:
        raise ValueError(f"d_model={x.shape[-1]} not divisible by num_heads={num_heads}")
    sublayer = _compose(_layer_norm(gamma, beta, eps),
                        _self_attention(w_q, w_k, w_v, w_o, num_heads, mask))
    return (x + sublayer(x)).astype(x.dtype)
