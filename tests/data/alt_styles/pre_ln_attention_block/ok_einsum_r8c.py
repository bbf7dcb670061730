import math
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * gamma + beta


def _safe_softmax(s):
    mx = s.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    den = e.sum(axis=-1, keepdims=True)
    return np.divide(e, den, out=np.zeros_like(e), where=den > 0)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = D // num_heads
    h = _layer_norm(x, gamma, beta, eps)

    def split(t):
        return t.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / math.sqrt(hd)
    if mask is not None:
        s = np.where(np.broadcast_to(mask, s.shape), s, -np.inf)
    p = _safe_softmax(s)
    o = np.einsum("bhqk,bhkd->bhqd", p, v)
    o = o.transpose(0, 2, 1, 3).reshape(B, T, D) @ w_o
    return (x + o).astype(x.dtype, copy=False)
