# Wrong: scales the scores by 1/sqrt(d_model) instead of the per-head 1/sqrt(head_dim); right only with one head.
import math
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, q_len, d_model = x_q.shape
    k_len = x_kv.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("bad num_heads")
    hd = d_model // num_heads
    q = (x_q @ w_q).reshape(b, q_len, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, k_len, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, k_len, num_heads, hd).transpose(0, 2, 1, 3)
    scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(d_model)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    e = np.exp(scores - mx)
    tot = e.sum(-1, keepdims=True)
    weights = np.where(tot > 0, e / np.where(tot > 0, tot, 1), 0).astype(x_q.dtype)
    ctx = (weights @ v).transpose(0, 2, 1, 3).reshape(b, q_len, d_model)
    return ctx @ w_o, weights
