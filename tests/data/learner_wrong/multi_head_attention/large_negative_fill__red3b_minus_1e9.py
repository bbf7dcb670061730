import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    # mistake: masked_fill with -1e9 (as many tutorials do): a fully masked row gets uniform weights, not zeros
    b, tq, d = x_q.shape
    if d % num_heads:
        raise ValueError("indivisible")
    hd = d // num_heads
    def split(t):
        return t.reshape(t.shape[0], t.shape[1], num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(x_q @ w_q), split(x_kv @ w_k), split(x_kv @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -1e9)
    s = s - s.max(-1, keepdims=True)
    e = np.exp(s)
    w = (e / e.sum(-1, keepdims=True)).astype(x_q.dtype)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(b, tq, d)
    return o @ w_o, w
