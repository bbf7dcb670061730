import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    dt = np.result_type(x_q, x_kv, w_q, w_k, w_v, w_o)
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = d_model // num_heads

    def split(t):
        return t.reshape(t.shape[0], t.shape[1], num_heads, hd).swapaxes(1, 2)

    q, k, v = split(x_q @ w_q), split(x_kv @ w_k), split(x_kv @ w_v)
    s = (q @ k.swapaxes(-1, -2)) / np.sqrt(dt.type(hd))
    if mask is not None:
        s = np.where(np.broadcast_to(mask, s.shape), s, -np.inf).astype(dt)
    rowmax = np.max(s, axis=-1, keepdims=True)
    rowmax = np.where(np.isneginf(rowmax), dt.type(0), rowmax)
    p = np.exp(s - rowmax)
    denom = p.sum(axis=-1, keepdims=True)
    w = np.where(denom > 0, p / np.where(denom > 0, denom, 1), 0).astype(dt)
    ctx = (w @ v).swapaxes(1, 2).reshape(x_q.shape[0], x_q.shape[1], d_model)
    return (ctx @ w_o).astype(dt), w
