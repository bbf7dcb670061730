# WRONG: loops over batch and heads; a query with no allowed key gets NaN weights and NaN output (softmax of an all -inf row, no guard) instead of zeros. Everything else right (dtype kept).
import numpy as np


def _softmax(row):
    m = row.max(axis=-1, keepdims=True)
    e = np.exp(row - m)
    return e / e.sum(axis=-1, keepdims=True)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    batch, q_len, d_model = x_q.shape
    k_len = x_kv.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    head_dim = d_model // num_heads
    dtype = x_q.dtype
    q = x_q @ w_q
    k = x_kv @ w_k
    v = x_kv @ w_v
    if mask is not None:
        full_mask = np.broadcast_to(mask, (batch, num_heads, q_len, k_len))
    weights = np.zeros((batch, num_heads, q_len, k_len), dtype=dtype)
    merged = np.zeros((batch, q_len, d_model), dtype=dtype)
    scale = dtype.type(1.0 / np.sqrt(head_dim))
    with np.errstate(invalid="ignore"):
        for bi in range(batch):
            for h in range(num_heads):
                sl = slice(h * head_dim, (h + 1) * head_dim)
                s = (q[bi, :, sl] @ k[bi, :, sl].T) * scale
                if mask is not None:
                    s = np.where(full_mask[bi, h], s, -np.inf)
                a = _softmax(s)
                weights[bi, h] = a
                merged[bi, :, sl] = a @ v[bi, :, sl]
    return merged @ w_o, weights
