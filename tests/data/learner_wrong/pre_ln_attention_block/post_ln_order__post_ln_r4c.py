# wrong: Post-LN order, LayerNorm(x + MHA(x)) (attention on the raw x, normalisation of the sum) instead of x + MHA(LayerNorm(x)); the MHA itself is correct
import numpy as np


def _ln(x, g, b, eps):
    mu = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * g + b


def _mha(x, w_q, w_k, w_v, w_o, n, mask):
    B, S, D = x.shape
    hd = D // n
    q = (x @ w_q).reshape(B, S, n, hd).transpose(0, 2, 1, 3)
    k = (x @ w_k).reshape(B, S, n, hd).transpose(0, 2, 1, 3)
    v = (x @ w_v).reshape(B, S, n, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd).astype(x.dtype)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    e = np.exp(s - mx)
    tot = e.sum(-1, keepdims=True)
    p = e / np.where(tot == 0, 1, tot)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(B, S, D)
    return o @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    return _ln(x + _mha(x, w_q, w_k, w_v, w_o, num_heads, mask), gamma, beta, eps).astype(x.dtype)
