# MISTAKE: the heads are merged with a plain reshape of (batch, num_heads, q_len, head_dim) to (batch, q_len, d_model) without moving the head axis back, which mixes tokens.
import math
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    batch, q_len, d_model = x_q.shape
    k_len = x_kv.shape[1]
    if d_model % num_heads != 0:
        raise ValueError(f"{d_model} is not divisible by {num_heads}")
    head_dim = d_model // num_heads
    Q = np.transpose((x_q @ w_q).reshape(batch, q_len, num_heads, head_dim), (0, 2, 1, 3))
    K = np.transpose((x_kv @ w_k).reshape(batch, k_len, num_heads, head_dim), (0, 2, 1, 3))
    V = np.transpose((x_kv @ w_v).reshape(batch, k_len, num_heads, head_dim), (0, 2, 1, 3))
    scores = Q @ np.swapaxes(K, -1, -2) / math.sqrt(head_dim)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    peak = scores.max(axis=-1, keepdims=True)
    peak = np.where(np.isneginf(peak), 0.0, peak)
    e = np.exp(scores - peak)
    total = e.sum(axis=-1, keepdims=True)
    weights = np.divide(e, total, out=np.zeros_like(e), where=total > 0)
    heads_out = weights @ V
    merged = heads_out.reshape(batch, q_len, d_model)
    return (merged @ w_o).astype(x_q.dtype), weights.astype(x_q.dtype)
