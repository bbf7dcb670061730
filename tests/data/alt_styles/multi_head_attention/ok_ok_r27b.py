# CORRECT: class-free pipeline with separate split/merge helpers using each tensor's own sequence length, einsum scores scaled by sqrt(head_dim), safe masked softmax.
import numpy as np


def _split_heads(t, num_heads):
    b, n, d = t.shape
    return t.reshape(b, n, num_heads, d // num_heads).transpose(0, 2, 1, 3)


def _merge_heads(t):
    b, h, n, hd = t.shape
    return t.transpose(0, 2, 1, 3).reshape(b, n, h * hd)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if num_heads < 1 or d_model % num_heads != 0:
        raise ValueError("d_model is not divisible by num_heads")
    dt = np.result_type(x_q, x_kv, w_q, w_k, w_v, w_o)
    head_dim = d_model // num_heads
    q = _split_heads(x_q @ w_q, num_heads)
    k = _split_heads(x_kv @ w_k, num_heads)
    v = _split_heads(x_kv @ w_v, num_heads)
    scores = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(float(head_dim))
    if mask is None:
        allowed = np.ones(scores.shape, dtype=bool)
    else:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
    scores = np.where(allowed, scores, -np.inf)
    mx = scores.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.where(allowed, np.exp(scores - mx), 0.0)
    tot = e.sum(axis=-1, keepdims=True)
    weights = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)
    ctx = np.einsum("bhqk,bhkd->bhqd", weights, v)
    out = _merge_heads(ctx) @ w_o
    return out.astype(dt, copy=False), weights.astype(dt, copy=False)
