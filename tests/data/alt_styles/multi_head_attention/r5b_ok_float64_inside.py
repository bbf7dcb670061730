import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    dtype = np.result_type(x_q, x_kv, w_q, w_k, w_v, w_o)
    x_q, x_kv, w_q, w_k, w_v, w_o = (np.asarray(a, dtype=np.float64) for a in (x_q, x_kv, w_q, w_k, w_v, w_o))
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    b, lq, lk = x_q.shape[0], x_q.shape[1], x_kv.shape[1]
    q = (x_q @ w_q).reshape(b, lq, num_heads, hd).swapaxes(1, 2)
    k = (x_kv @ w_k).reshape(b, lk, num_heads, hd).swapaxes(1, 2)
    v = (x_kv @ w_v).reshape(b, lk, num_heads, hd).swapaxes(1, 2)
    s = (q / np.sqrt(hd)) @ k.swapaxes(-1, -2)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    row_max = np.max(s, axis=-1, keepdims=True)
    row_max = np.where(np.isneginf(row_max), 0.0, row_max)
    p = np.exp(s - row_max)
    denom = p.sum(axis=-1, keepdims=True)
    w = np.divide(p, denom, out=np.zeros_like(p), where=denom > 0)
    out = (w @ v).swapaxes(1, 2).reshape(b, lq, d_model) @ w_o
    return out.astype(dtype), w.astype(dtype)
