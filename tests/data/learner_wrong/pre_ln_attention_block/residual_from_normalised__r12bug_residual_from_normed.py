# https://github.com/pytorch/pytorch/issues/61165
# Bug: x is overwritten by its LayerNorm before the residual (src = norm1(src); src = src + attn(src)), so the
# block returns layer_norm(x) + MHA(layer_norm(x)) instead of the original x + MHA(layer_norm(x)).
import math
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (gamma * (x - mu) / np.sqrt(var + eps) + beta).astype(x.dtype)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    x = _layer_norm(x, gamma, beta, eps)          # "src = self.norm1(src)" -- the input copy is lost

    def split(y):
        return y.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(x @ w_q), split(x @ w_k), split(x @ w_v)
    s = (q @ k.transpose(0, 1, 3, 2)) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    ctx = (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d)
    return (x + ctx @ w_o).astype(x.dtype)
