# MISTAKE: residual uses the normalised h instead of the original x: returns h + MHA(h).
import numpy as np


def _ln(x, g, b, eps):
    mu = np.mean(x, axis=-1, keepdims=True)
    var = np.mean((x - mu) ** 2, axis=-1, keepdims=True)
    return g * (x - mu) / np.sqrt(var + eps) + b


def _mha(h, wq, wk, wv, wo, H, mask):
    B, T, D = h.shape
    hd = D // H
    q = np.einsum("btd,de->bte", h, wq).reshape(B, T, H, hd)
    k = np.einsum("btd,de->bte", h, wk).reshape(B, T, H, hd)
    v = np.einsum("btd,de->bte", h, wv).reshape(B, T, H, hd)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return np.einsum("bhqk,bkhd->bqhd", p, v).reshape(B, T, D) @ wo


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    if x.shape[-1] % num_heads:
        raise ValueError("bad heads")
    h = _ln(x, gamma, beta, eps)
    return (h + _mha(h, w_q, w_k, w_v, w_o, num_heads, mask)).astype(x.dtype)
