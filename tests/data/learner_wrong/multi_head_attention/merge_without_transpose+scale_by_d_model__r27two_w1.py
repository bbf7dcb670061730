# MISTAKE: the scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
# MISTAKE: the heads are merged with a plain reshape of (batch, num_heads, q_len, head_dim) to (batch, q_len, d_model) without moving the head axis back first, mixing tokens.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    batch, q_len, d_model = x_q.shape
    k_len = x_kv.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    hd = d_model // num_heads

    def split(t, n):
        return t.reshape(batch, n, num_heads, hd).transpose(0, 2, 1, 3)

    q = split(x_q @ w_q, q_len)
    k = split(x_kv @ w_k, k_len)
    v = split(x_kv @ w_v, k_len)
    scores = np.einsum("bhqd,bhkd->bhqk", q, k) / np.float32(d_model) ** 0.5
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    p = np.exp(scores - mx)
    denom = p.sum(-1, keepdims=True)
    weights = np.divide(p, denom, out=np.zeros_like(p), where=denom > 0)
    ctx = (weights @ v).reshape(batch, q_len, d_model)
    return (ctx @ w_o).astype(x_q.dtype), weights.astype(x_q.dtype)
