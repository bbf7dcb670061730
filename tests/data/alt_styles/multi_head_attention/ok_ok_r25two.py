import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q = np.asarray(x_q)
    x_kv = np.asarray(x_kv)
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    b, tq, _ = x_q.shape
    tk = x_kv.shape[1]
    q = (x_q @ w_q).reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    mx = scores.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(x_q.dtype, copy=False)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, tq, d_model)
    out = (ctx @ w_o).astype(x_q.dtype, copy=False)
    return out, w
