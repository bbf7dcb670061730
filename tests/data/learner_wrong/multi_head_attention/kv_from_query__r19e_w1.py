# MISTAKE: wrong input used: keys and values are projected from x_q (k = x_q @ w_k, v = x_q @ w_v)
# instead of x_kv -- fine for self-attention, wrong for cross-attention.
import numpy as np


def _split(t, h):
    b, s, d = t.shape
    return t.reshape(b, s, h, d // h).swapaxes(1, 2)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d = w_q.shape[1]
    if d % num_heads:
        raise ValueError("bad heads")
    q = _split(x_q @ w_q, num_heads)
    k = _split(x_q @ w_k, num_heads)
    v = _split(x_q @ w_v, num_heads)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(d // num_heads)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, -1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = np.einsum("bhqk,bhkd->bhqd", w, v).swapaxes(1, 2).reshape(x_q.shape[0], x_q.shape[1], d)
    return (out @ w_o).astype(x_q.dtype), w.astype(x_q.dtype)
