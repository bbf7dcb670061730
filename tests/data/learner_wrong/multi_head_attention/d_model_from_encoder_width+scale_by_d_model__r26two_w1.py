# MISTAKE: the scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
# MISTAKE: keys and values are split with head_dim computed from x_kv's width (d_kv // num_heads) instead of d_model // num_heads, so cross-attention with d_kv != d_model fails to reshape.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Lq, D = x_q.shape
    _, Lk, Dkv = x_kv.shape
    if D % num_heads != 0:
        raise ValueError("d_model not divisible by num_heads")
    hd_q = D // num_heads
    hd_kv = Dkv // num_heads
    q = (x_q @ w_q).reshape(B, Lq, num_heads, hd_q).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(B, Lk, num_heads, hd_kv).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(B, Lk, num_heads, hd_kv).transpose(0, 2, 1, 3)
    scores = np.matmul(q, k.transpose(0, 1, 3, 2)) * (1.0 / D ** 0.5)
    if mask is not None:
        scores = np.where(np.broadcast_to(mask, scores.shape), scores, -np.inf)
    top = scores.max(axis=-1, keepdims=True)
    top[np.isinf(top)] = 0.0
    ex = np.exp(scores - top)
    den = ex.sum(axis=-1, keepdims=True)
    weights = np.divide(ex, den, out=np.zeros_like(ex), where=den != 0)
    ctx = np.matmul(weights, v).transpose(0, 2, 1, 3).reshape(B, Lq, D)
    return (ctx @ w_o).astype(x_q.dtype), weights.astype(x_q.dtype)
