import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d_model // num_heads

    def split(t):
        return t.reshape(t.shape[0], t.shape[1], num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(x_q @ w_q), split(x_kv @ w_k), split(x_kv @ w_v)
    s = q @ np.swapaxes(k, -1, -2) / q.dtype.type(np.sqrt(hd))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    with np.errstate(invalid='ignore'):
        e = np.exp(s - s.max(-1, keepdims=True))   # a fully masked row gives NaN here
        w = np.nan_to_num(e / e.sum(-1, keepdims=True), nan=0.0)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(x_q.shape[0], x_q.shape[1], d_model)
    return ctx @ w_o, w
