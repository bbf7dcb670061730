import numpy as np


def _split(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)


def _merge(x):
    b, h, t, hd = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, t, h * hd)


def _attend(q, k, v, mask):
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    return w @ v, w


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q = np.asarray(x_q)
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model not divisible by num_heads")
    q = _split(x_q @ w_q, num_heads)
    k = _split(x_kv @ w_k, num_heads)
    v = _split(x_kv @ w_v, num_heads)
    if mask is not None:
        mask = np.asarray(mask, dtype=bool)
    ctx, w = _attend(q, k, v, mask)
    out = _merge(ctx) @ w_o
    return out.astype(x_q.dtype, copy=False), w.astype(x_q.dtype, copy=False)
