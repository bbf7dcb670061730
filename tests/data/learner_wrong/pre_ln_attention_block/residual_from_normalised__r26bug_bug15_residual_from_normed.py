# SOURCE: https://github.com/pytorch/pytorch/issues/61165
# MISTAKE: The input is overwritten by its LayerNorm before the residual is taken, so the block returns layer_norm(x) + MHA(layer_norm(x)) instead of x + MHA(layer_norm(x)).
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta


def _self_attention(h, w_q, w_k, w_v, w_o, num_heads, mask):
    b, t, d = h.shape
    hd = d // num_heads
    split = lambda z: z.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = e / np.where(z > 0, z, 1.0)
    ctx = (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d)
    return ctx @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    dtype = x.dtype
    x = _layer_norm(x, gamma, beta, eps)
    x = x + _self_attention(x, w_q, w_k, w_v, w_o, num_heads, mask)
    return x.astype(dtype)
