import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    # mistake: values projected from x_q (keys from x_kv): breaks cross-attention
    b, tq, d = x_q.shape
    if d % num_heads:
        raise ValueError("indivisible")
    hd = d // num_heads
    split = lambda t: t.reshape(t.shape[0], t.shape[1], num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(x_q @ w_q), split(x_kv @ w_k), split(x_q @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) * (hd ** -0.5)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(s.dtype)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(b, tq, d)
    return o @ w_o, w
