# Post-LN: returns LayerNorm(x + MHA(x)) (attention on the un-normalised x, LayerNorm applied to the residual sum) instead of x + MHA(LayerNorm(x)).
import math
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * gamma + beta


def _mha(x, w_q, w_k, w_v, w_o, num_heads, mask):
    B, T, D = x.shape
    hd = D // num_heads
    sp = lambda t: t.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(x @ w_q), sp(x @ w_k), sp(x @ w_v)
    s = q @ k.swapaxes(-1, -2) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    den = e.sum(-1, keepdims=True)
    p = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    return (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D) @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("heads")
    out = _layer_norm(x + _mha(x, w_q, w_k, w_v, w_o, num_heads, mask), gamma, beta, eps)
    return out.astype(x.dtype, copy=False)
