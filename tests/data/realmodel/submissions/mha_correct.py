"""A correct multi_head_attention written the way a learner might (einsum, -inf masking)."""
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    q, k, v = x_q @ w_q, x_kv @ w_k, x_kv @ w_v
    b, lq, d = q.shape
    lk = k.shape[1]
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    q = q.reshape(b, lq, num_heads, hd).transpose(0, 2, 1, 3)
    k = k.reshape(b, lk, num_heads, hd).transpose(0, 2, 1, 3)
    v = v.reshape(b, lk, num_heads, hd).transpose(0, 2, 1, 3)
    scores = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(hd)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, s, out=np.zeros_like(e), where=s > 0)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, lq, d)
    return out @ w_o, w
