import numpy as np


def _ln(x, g, b, eps):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * g + b


def _softmax_masked(s, allowed):
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(allowed, np.exp(s - m), 0)
    z = e.sum(-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = D // num_heads
    h = _ln(x, gamma, beta, eps)
    sp = lambda t: t.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(h @ w_q), sp(h @ w_k), sp(h @ w_v)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(hd)
    allowed = np.ones(s.shape, bool) if mask is None else np.broadcast_to(np.asarray(mask, bool), s.shape)
    p = _softmax_masked(s, allowed)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D) @ w_o
    return (x + o).astype(x.dtype)
