"""Wrong on purpose: multi-head attention that forgets to divide the scores by sqrt(d_k)."""
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    q, k, v = x_q @ w_q, x_kv @ w_k, x_kv @ w_v
    b, lq, d = q.shape
    lk = k.shape[1]
    hd = d // num_heads
    q = q.reshape(b, lq, num_heads, hd).transpose(0, 2, 1, 3)
    k = k.reshape(b, lk, num_heads, hd).transpose(0, 2, 1, 3)
    v = v.reshape(b, lk, num_heads, hd).transpose(0, 2, 1, 3)
    scores = q @ k.transpose(0, 1, 3, 2)  # missing / sqrt(hd)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(axis=-1, keepdims=True)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, lq, d)
    return out @ w_o, w
