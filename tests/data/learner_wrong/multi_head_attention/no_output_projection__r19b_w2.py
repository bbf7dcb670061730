# MISTAKE: forgotten step -- the merged heads are returned without the output projection w_o.
import numpy as np


def _heads(t, h):
    b, n, d = t.shape
    return np.swapaxes(t.reshape(b, n, h, d // h), 1, 2)


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.where(z == 0, 0.0, e / np.where(z == 0, 1.0, z))


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("bad num_heads")
    q, k, v = _heads(x_q @ w_q, num_heads), _heads(x_kv @ w_k, num_heads), _heads(x_kv @ w_v, num_heads)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_model // num_heads)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    w = _softmax(s).astype(x_q.dtype)
    ctx = w @ v
    b, h, t, hd = ctx.shape
    out = np.swapaxes(ctx, 1, 2).reshape(b, t, h * hd)
    return out.astype(x_q.dtype), w
