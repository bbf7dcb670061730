# https://github.com/reczoo/FuxiCTR/issues/30
# Heads split with query.view(batch * num_heads, -1, head_dim) (no transpose) and merged back with
# view(batch, -1, num_heads * head_dim): each "head" holds a contiguous chunk of the flat memory,
# i.e. pieces of several tokens, not one feature slice of every token.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    batch_size, q_len, d_model = x_q.shape
    k_len = x_kv.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    attention_dim = d_model // num_heads
    query = (x_q @ w_q).reshape(batch_size * num_heads, -1, attention_dim)
    key = (x_kv @ w_k).reshape(batch_size * num_heads, -1, attention_dim)
    value = (x_kv @ w_v).reshape(batch_size * num_heads, -1, attention_dim)
    scores = query @ key.transpose(0, 2, 1) / np.sqrt(attention_dim)
    scores = scores.reshape(batch_size, num_heads, q_len, k_len)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = scores.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    s = e.sum(-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(x_q.dtype)
    ctx = w.reshape(batch_size * num_heads, q_len, k_len) @ value
    ctx = ctx.reshape(batch_size, -1, num_heads * attention_dim)
    return (ctx @ w_o).astype(x_q.dtype), w
