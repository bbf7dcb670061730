import numpy as np


def _split(t, h):
    b, s, d = t.shape
    return t.reshape(b, s, h, d // h).transpose(0, 2, 1, 3)


def _merge(t):
    b, h, s, hd = t.shape
    return t.transpose(0, 2, 1, 3).reshape(b, s, h * hd)


def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z != 0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    dt = np.result_type(x_q, x_kv, w_q, w_k, w_v, w_o)
    q = _split(x_q @ w_q, num_heads)
    k = _split(x_kv @ w_k, num_heads)
    v = _split(x_kv @ w_v, num_heads)
    hd = d_model // num_heads
    s = q @ k.swapaxes(-1, -2) * dt.type(1.0 / np.sqrt(hd))
    if mask is not None:
        s = np.where(mask, s, dt.type(-np.inf))
    w = _safe_softmax(s).astype(dt)
    out = (_merge(w @ v) @ w_o).astype(dt)
    return out, w
