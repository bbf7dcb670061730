# MISTAKE: Scores are scaled by 1/sqrt(d_model) instead of the per-head 1/sqrt(head_dim).
# MISTAKE: Returns the attention weights averaged over heads, shape (batch, q_len, k_len), instead of every head's weights (batch, num_heads, q_len, k_len).
import numpy as np


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, q_len, d_model = x_q.shape
    k_len = x_kv.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    q = (x_q @ w_q).reshape(b, q_len, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, k_len, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, k_len, num_heads, hd).transpose(0, 2, 1, 3)
    scores = q @ k.transpose(0, 1, 3, 2) / (d_model ** 0.5)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    w = _softmax(scores)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, q_len, d_model)
    out = ctx @ w_o
    return out, w.mean(axis=1)
