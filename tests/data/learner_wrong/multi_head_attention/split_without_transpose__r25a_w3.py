# MISTAKE: Heads are split with a direct reshape to (batch, num_heads, seq_len, head_dim) without the transpose, so each "head" holds slices of different tokens (wrong whenever num_heads > 1).
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q = np.asarray(x_q)
    x_kv = np.asarray(x_kv)
    batch, q_len, _ = x_q.shape
    k_len = x_kv.shape[1]
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    dtype = np.result_type(x_q, x_kv, w_q, w_k, w_v, w_o)
    hd = d_model // num_heads

    q = (x_q @ w_q).reshape(batch, num_heads, q_len, hd)
    k = (x_kv @ w_k).reshape(batch, num_heads, k_len, hd)
    v = (x_kv @ w_v).reshape(batch, num_heads, k_len, hd)

    scores = (q @ np.swapaxes(k, -1, -2)) / np.sqrt(hd)
    scores = scores.astype(dtype, copy=False)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    s = np.sum(e, axis=-1, keepdims=True)
    weights = np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(dtype, copy=False)

    ctx = weights @ v                                   # (batch, heads, q_len, hd)
    merged = ctx.transpose(0, 2, 1, 3).reshape(batch, q_len, d_model)
    out = (merged @ w_o).astype(dtype, copy=False)
    return out, weights
