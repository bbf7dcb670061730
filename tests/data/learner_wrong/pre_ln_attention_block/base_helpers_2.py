import numpy as np

def _ln(x, g, b, eps):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return g * (x - mu) / np.sqrt(var + eps) + b

def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0)

def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = D // num_heads
    h = _ln(x, gamma, beta, eps)
    def split(t):
        return t.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    p = _softmax(s)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D)
    return (x + o @ w_o).astype(x.dtype)
