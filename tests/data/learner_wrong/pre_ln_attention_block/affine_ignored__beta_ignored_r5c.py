# mistake: the LayerNorm forgets beta (scales by gamma, never shifts)
import numpy as np


def _ln(x, gamma, beta, eps):
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + x.dtype.type(eps)) * gamma


def _mha(h, w_q, w_k, w_v, w_o, n, mask):
    B, T, D = h.shape
    hd = D // n
    sp = lambda t: t.reshape(B, T, n, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(h @ w_q), sp(h @ w_k), sp(h @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / h.dtype.type(np.sqrt(hd))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D) @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("d_model % num_heads != 0")
    return x + _mha(_ln(x, gamma, beta, eps), w_q, w_k, w_v, w_o, num_heads, mask)
