# WRONG: scales the scores by 1/sqrt(d_model) instead of 1/sqrt(head_dim); and np.sqrt(d_model) is a float64 scalar, so float32 inputs come back float64 (output and weights).
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Lq, D = x_q.shape
    if D % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = D // num_heads
    split = lambda t: t.reshape(t.shape[0], t.shape[1], num_heads, hd).swapaxes(1, 2)
    q, k, v = split(x_q @ w_q), split(x_kv @ w_k), split(x_kv @ w_v)
    scores = q @ k.swapaxes(-1, -2) / np.sqrt(D)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    e = np.exp(scores - mx)
    z = e.sum(-1, keepdims=True)
    attn = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = (attn @ v).swapaxes(1, 2).reshape(B, Lq, D)
    return ctx @ w_o, attn
