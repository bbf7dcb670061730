# SOURCE: https://github.com/FareedKhan-dev/train-llm-from-scratch/pull/3
# MISTAKE: The scores of every head are divided by sqrt(d_model) (the full embedding size) instead of sqrt(head_dim) = sqrt(d_model // num_heads), so with more than one head the softmax is too flat.
import numpy as np


def _softmax_rows(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    batch, q_len, d_model = x_q.shape
    k_len = x_kv.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d_model // num_heads
    dtype = np.result_type(x_q, x_kv)

    def split(t, n):
        return t.reshape(batch, n, num_heads, head_dim).transpose(0, 2, 1, 3)

    q = split(x_q @ w_q, q_len)
    k = split(x_kv @ w_k, k_len)
    v = split(x_kv @ w_v, k_len)

    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(d_model)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    weights = _softmax_rows(scores)
    ctx = weights @ v
    merged = ctx.transpose(0, 2, 1, 3).reshape(batch, q_len, d_model)
    out = merged @ w_o
    return out.astype(dtype, copy=False), weights.astype(dtype, copy=False)
