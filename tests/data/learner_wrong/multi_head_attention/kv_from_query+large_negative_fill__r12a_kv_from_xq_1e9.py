# Wrong (two): keys and values are projected from x_q instead of x_kv (cross-attention attends over the decoder itself); and masking uses a finite -1e9, so a fully masked query gets uniform weights instead of zeros.
import math
import numpy as np


def _heads(t, h):
    b, s, d = t.shape
    return t.reshape(b, s, h, d // h).transpose(0, 2, 1, 3)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = x_q.shape[-1]
    if d_model % num_heads:
        raise ValueError("num_heads must divide d_model")
    q = _heads(x_q @ w_q, num_heads)
    k = _heads(x_q @ w_k, num_heads)
    v = _heads(x_q @ w_v, num_heads)
    scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(d_model // num_heads)
    if mask is not None:
        scores = np.where(mask, scores, -1e9)
    scores = scores - scores.max(-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(-1, keepdims=True)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(x_q.shape[0], x_q.shape[1], d_model)
    return out @ w_o, w
