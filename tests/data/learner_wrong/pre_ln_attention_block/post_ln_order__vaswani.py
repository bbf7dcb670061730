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
    q, k, v = heads(x @ w_q), heads(x @ w_k), heads(x @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    s = s - np.where(np.isfinite(s.max(-1, keepdims=True)), s.max(-1, keepdims=True), 0)
    e = np.exp(s)
    w = e / np.maximum(e.sum(-1, keepdims=True), 1e-300)
    a = (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o
    return _ln(x + a, gamma, beta, eps)
