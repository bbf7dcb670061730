# MISTAKE: scales the per-head scores by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Tq, D = x_q.shape
    Tk = x_kv.shape[1]
    if D % num_heads != 0:
        raise ValueError("bad num_heads")
    H, hd = num_heads, D // num_heads
    Q = (x_q @ w_q).reshape(B, Tq, H, hd).swapaxes(1, 2)
    K = (x_kv @ w_k).reshape(B, Tk, H, hd).swapaxes(1, 2)
    V = (x_kv @ w_v).reshape(B, Tk, H, hd).swapaxes(1, 2)
    scores = np.einsum("bhqd,bhkd->bhqk", Q, K) / np.sqrt(D).astype(x_q.dtype)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    e = np.exp(scores - mx)
    z = e.sum(-1, keepdims=True)
    weights = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = np.einsum("bhqk,bhkd->bhqd", weights, V).swapaxes(1, 2).reshape(B, Tq, D)
    return ctx @ w_o, weights
