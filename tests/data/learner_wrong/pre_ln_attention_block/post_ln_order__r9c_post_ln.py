# WRONG: Post-LN — returns LayerNorm(x + MHA(x)) (attention on the raw x, normalisation after the residual) instead of x + MHA(LayerNorm(x)).
import math
import numpy as np


def _ln(x, gamma, beta, eps):
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * gamma + beta


def _mha(x, w_q, w_k, w_v, w_o, num_heads, mask):
    b, t, d = x.shape
    hd = d // num_heads
    def split(a):
        return a.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(x @ w_q), split(x @ w_k), split(x @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isinf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = e / np.where(z == 0, 1, z)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d)
    return o @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("d_model % num_heads != 0")
    return _ln(x + _mha(x, w_q, w_k, w_v, w_o, num_heads, mask), gamma, beta, eps)
