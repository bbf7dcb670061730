# MISTAKE: keys and values are reshaped with the query length (x_q.shape[1]) instead of their own length, so cross-attention with k_len != q_len raises a reshape error.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    batch, seq_len, d_model = x_q.shape
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d_model // num_heads

    def split(t):
        return t.reshape(batch, seq_len, num_heads, head_dim).transpose(0, 2, 1, 3)

    q = split(x_q @ w_q)
    k = split(x_kv @ w_k)
    v = split(x_kv @ w_v)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(head_dim)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isinf(m), 0.0, m)
    p = np.exp(scores - m)
    z = np.sum(p, axis=-1, keepdims=True)
    weights = p / np.where(z == 0, 1.0, z)
    ctx = weights @ v
    out = ctx.transpose(0, 2, 1, 3).reshape(batch, seq_len, d_model) @ w_o
    return out.astype(x_q.dtype), weights.astype(x_q.dtype)
