# MISTAKE: Splits heads with a direct reshape to (batch, num_heads, seq_len, head_dim) (no transpose), so each head gets slices of several tokens.
# MISTAKE: A query with no allowed key is not guarded: the softmax of an all -inf row gives NaN weights and a NaN context instead of zeros.
import numpy as np


def _heads(t, h):
    b, n, d = t.shape
    return t.reshape(b, h, n, d // h)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model % num_heads != 0")
    q = _heads(x_q @ w_q, num_heads)
    k = _heads(x_kv @ w_k, num_heads)
    v = _heads(x_kv @ w_v, num_heads)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_model // num_heads)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    scores = scores - scores.max(-1, keepdims=True)
    weights = np.exp(scores)
    weights = weights / weights.sum(-1, keepdims=True)
    ctx = weights @ v
    b, h, t, hd = ctx.shape
    merged = ctx.transpose(0, 2, 1, 3).reshape(b, t, h * hd)
    return merged @ w_o, weights
