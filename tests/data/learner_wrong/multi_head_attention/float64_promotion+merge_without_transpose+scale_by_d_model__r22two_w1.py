# MISTAKE: Scores are scaled by 1/sqrt(d_model) instead of the per-head size 1/sqrt(head_dim).
# MISTAKE: Merge reshapes (batch, heads, q_len, head_dim) straight to (batch, q_len, d_model) without moving the head axis back, mixing tokens in the output.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    batch, q_len, d_model = x_q.shape
    k_len = x_kv.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    q = (x_q @ w_q).reshape(batch, q_len, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(batch, k_len, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(batch, k_len, num_heads, hd).transpose(0, 2, 1, 3)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(d_model)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = scores.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    s = e.sum(axis=-1, keepdims=True)
    weights = np.where(s > 0, e / np.where(s == 0, 1.0, s), 0.0)
    ctx = weights @ v
    merged = ctx.reshape(batch, q_len, d_model)
    return merged @ w_o, weights
