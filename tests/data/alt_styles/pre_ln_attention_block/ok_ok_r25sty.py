import math
import numpy as np
from functools import reduce, partial


def _compose(*fs):
    return lambda a: reduce(lambda acc, f: f(acc), fs, a)


def _layer_norm(x, gamma, beta, eps):
    mu = x.mean(axis=-1, keepdims=True)
    c = x - mu
    var = (c * c).mean(axis=-1, keepdims=True)
    return (gamma * c / np.sqrt(var + x.dtype.type(eps)) + beta).astype(x.dtype)


def _split(t, h):
    b, s, d = t.shape
    return t.reshape(b, s, h, d // h).transpose(0, 2, 1, 3)


def _merge(t):
    b, h, s, hd = t.shape
    return t.transpose(0, 2, 1, 3).reshape(b, s, h * hd)


def _safe_softmax(s):
    m = s.max(axis=-1, keepdims=True)
    e = np.exp(s - np.where(np.isfinite(m), m, 0))
    z = e.sum(axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def _self_attention(h, w_q, w_k, w_v, w_o, num_heads, mask):
    q, k, v = (_split(h @ w, num_heads) for w in (w_q, w_k, w_v))
    scale = h.dtype.type(1.0 / math.sqrt(q.shape[-1]))
    s = (q @ np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    return _merge(_safe_softmax(s) @ v) @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    sublayer = _compose(
        partial(_layer_norm, gamma=gamma, beta=beta, eps=eps),
        partial(_self_attention, w_q=w_q, w_k=w_k, w_v=w_v, w_o=w_o, num_heads=num_heads, mask=mask),
    )
    return (x + sublayer(x)).astype(x.dtype)
