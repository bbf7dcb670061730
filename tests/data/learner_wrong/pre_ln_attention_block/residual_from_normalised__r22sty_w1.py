# MISTAKE: the residual adds the normalised h instead of the original x (returns h + MHA(h)).
import numpy as np


def _ln(x, g, b, eps):
    mu = np.mean(x, axis=-1, keepdims=True)
    var = np.mean((x - mu) ** 2, axis=-1, keepdims=True)
    return g * (x - mu) / np.sqrt(var + eps) + b


def _mha(h, w_q, w_k, w_v, w_o, n, mask):
    B, T, D = h.shape
    hd = D // n
    sp = lambda t: t.reshape(B, T, n, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(h @ w_q), sp(h @ w_k), sp(h @ w_v)
    s = np.einsum("bhid,bhjd->bhij", q, k) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, -1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = np.einsum("bhij,bhjd->bhid", p, v).transpose(0, 2, 1, 3).reshape(B, T, D)
    return ctx @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("d_model % num_heads != 0")
    h = _ln(x, gamma, beta, eps)
    h = h + _mha(h, w_q, w_k, w_v, w_o, num_heads, mask)
    return h.astype(x.dtype)
