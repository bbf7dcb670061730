import numpy as np


def _split(t, h):
    b, s, d = t.shape
    return t.reshape(b, s, h, d // h).transpose(0, 2, 1, 3)


def _merge(t):
    b, h, s, hd = t.shape
    return t.transpose(0, 2, 1, 3).reshape(b, s, h * hd)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q = np.asarray(x_q)
    x_kv = np.asarray(x_kv)
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    dtype = np.result_type(x_q, x_kv, w_q, w_k, w_v, w_o)
    head_dim = d_model // num_heads

    q = _split(x_q @ w_q, num_heads)
    k = _split(x_kv @ w_k, num_heads)
    v = _split(x_kv @ w_v, num_heads)

    scores = (q @ np.swapaxes(k, -1, -2)) / np.sqrt(head_dim)
    scores = scores.astype(dtype, copy=False)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    s = np.sum(e, axis=-1, keepdims=True)
    weights = np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(dtype, copy=False)

    ctx = weights @ v
    out = (_merge(ctx) @ w_o).astype(dtype, copy=False)
    return out, weights
