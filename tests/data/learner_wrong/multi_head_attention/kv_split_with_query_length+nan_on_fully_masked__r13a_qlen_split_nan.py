# WRONG: the split helper reshapes every projection with x_q's sequence length, so cross-attention (k_len != q_len) raises ValueError in reshape; and the softmax has no guard, so a fully masked query row gives NaN weights and output instead of zeros.
import math
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    batch, seq_len, d_model = x_q.shape
    if d_model % num_heads != 0:
        raise ValueError("bad num_heads")
    head_dim = d_model // num_heads

    def split_heads(t):
        return t.reshape(batch, seq_len, num_heads, head_dim).transpose(0, 2, 1, 3)

    q = split_heads(x_q @ w_q)
    k = split_heads(x_kv @ w_k)
    v = split_heads(x_kv @ w_v)
    scores = np.matmul(q, k.transpose(0, 1, 3, 2)) / math.sqrt(head_dim)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights = weights / weights.sum(axis=-1, keepdims=True)
    out = (weights @ v).transpose(0, 2, 1, 3).reshape(batch, seq_len, d_model)
    return (out @ w_o).astype(x_q.dtype), weights.astype(x_q.dtype)
