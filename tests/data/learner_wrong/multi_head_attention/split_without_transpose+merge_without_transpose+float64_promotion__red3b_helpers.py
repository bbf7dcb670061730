import numpy as np


def _split(t, h):
    # mistakes: split reshapes straight to (batch, heads, seq, head_dim) without the transpose, merge is a plain reshape too, and np.sqrt (a float64 scalar) promotes float32
    b, s, d = t.shape
    return t.reshape(b, h, s, d // h)


def _merge(t):
    b, h, s, hd = t.shape
    return t.reshape(b, s, h * hd)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d = w_q.shape[1]
    if d % num_heads:
        raise ValueError("d_model % num_heads != 0")
    q, k, v = _split(x_q @ w_q, num_heads), _split(x_kv @ w_k, num_heads), _split(x_kv @ w_v, num_heads)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(d // num_heads)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    return _merge(w @ v) @ w_o, w
