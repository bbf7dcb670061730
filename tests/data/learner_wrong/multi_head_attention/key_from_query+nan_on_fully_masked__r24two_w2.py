# MISTAKE: The keys are projected from x_q (k = x_q @ w_k) instead of x_kv, so cross-attention uses the decoder's tokens as keys.
# MISTAKE: No safe softmax: a query with no allowed key gets NaN weights and a NaN context instead of zeros.
import math
import numpy as np


def split_heads(t, h):
    b, s, d = t.shape
    return t.reshape(b, s, h, d // h).transpose(0, 2, 1, 3)


def merge_heads(t):
    b, h, s, hd = t.shape
    return t.transpose(0, 2, 1, 3).reshape(b, s, h * hd)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    q = split_heads(x_q @ w_q, num_heads)
    k = split_heads(x_q @ w_k, num_heads)
    v = split_heads(x_kv @ w_v, num_heads)
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(d_model // num_heads)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights = weights / weights.sum(axis=-1, keepdims=True)
    return merge_heads(weights @ v) @ w_o, weights
