# Bug report: https://github.com/facebookresearch/xformers/pull/233
# The pre-norm wrapper normalised only its first input: queries come from LayerNorm(x), keys and
# values from the raw x.
import math

import numpy as np


def _ln(x, g, b, eps):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * g + b


def _mha(xq, xkv, w_q, w_k, w_v, w_o, h, mask):
    b, t, d = xq.shape
    hd = d // h
    sp = lambda y: y.reshape(b, -1, h, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(xq @ w_q), sp(xkv @ w_k), sp(xkv @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("d_model % num_heads != 0")
    h = _ln(x, gamma, beta, eps)
    return x + _mha(h, x, w_q, w_k, w_v, w_o, num_heads, mask)  # BUG: keys/values from raw x
