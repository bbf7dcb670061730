import numpy as np


def _ln(x, g, b, eps):
    mu = x.mean(-1, keepdims=True)
    return (x - mu) / (x.std(-1, keepdims=True) + eps) * g + b


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
    mx = s.max(-1, keepdims=True)
    e = np.exp(s - np.where(np.isfinite(mx), mx, 0))
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return _ln(x + (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o, gamma, beta, eps)
