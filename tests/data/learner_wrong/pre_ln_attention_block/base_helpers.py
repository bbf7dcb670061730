import numpy as np


def _ln(x, g, b, eps):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * g + b


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.ndim != 3:
        raise ValueError("x must be 3-d")
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("heads")
    hd = d // num_heads
    def heads(y):
        return y.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    h = _ln(x, gamma, beta, eps)
    q, k, v = heads(h @ w_q), heads(h @ w_k), heads(h @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / hd ** 0.5
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    s = s - np.where(np.isfinite(s.max(-1, keepdims=True)), s.max(-1, keepdims=True), 0)
    e = np.exp(s)
    w = e / np.maximum(e.sum(-1, keepdims=True), np.finfo(e.dtype).tiny)
    a = (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o
    return x + a
