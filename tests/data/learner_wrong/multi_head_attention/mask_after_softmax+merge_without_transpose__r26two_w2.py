# MISTAKE: the mask is applied after the softmax by zeroing the weights (without renormalising), so masked rows no longer sum to 1 and allowed keys get the wrong weights.
# MISTAKE: the heads are merged with a plain reshape from (batch, heads, q_len, head_dim) to (batch, q_len, d_model) without moving the head axis back first, which mixes tokens.
import numpy as np


def softmax(z):
    z = z - z.max(axis=-1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=-1, keepdims=True)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, n, d = x_q.shape
    m = x_kv.shape[1]
    if d % num_heads:
        raise ValueError("num_heads must divide d_model")
    dh = d // num_heads
    split = lambda t, L: np.swapaxes(t.reshape(b, L, num_heads, dh), 1, 2)
    q = split(x_q @ w_q, n)
    k = split(x_kv @ w_k, m)
    v = split(x_kv @ w_v, m)
    s = q @ np.swapaxes(k, -1, -2) / np.asarray(np.sqrt(dh), dtype=x_q.dtype)
    w = softmax(s)
    if mask is not None:
        w = np.where(mask, w, 0.0).astype(w.dtype)
    o = (w @ v).reshape(b, n, d)
    return o @ w_o, w
