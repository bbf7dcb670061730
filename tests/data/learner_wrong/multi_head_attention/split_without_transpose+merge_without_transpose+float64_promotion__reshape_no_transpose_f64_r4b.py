# WRONG: two mistakes: (1) splits heads by reshaping straight to (batch, num_heads, seq_len, head_dim) and merges with the plain inverse reshape (positions mixed into heads; correct only when num_heads==1 or seq_len==1); (2) `/ np.sqrt(head_dim)` turns float32 scores into float64 (float32 in -> float64 out).
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    q = (x_q @ w_q).reshape(b, num_heads, tq, hd)
    k = (x_kv @ w_k).reshape(b, num_heads, tk, hd)
    v = (x_kv @ w_v).reshape(b, num_heads, tk, hd)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    row_max = scores.max(-1, keepdims=True)
    row_max[~np.isfinite(row_max)] = 0.0
    ex = np.exp(scores - row_max)
    tot = ex.sum(-1, keepdims=True)
    weights = ex / np.where(tot == 0, 1.0, tot)
    out = (weights @ v).reshape(b, tq, d) @ w_o
    return out, weights
