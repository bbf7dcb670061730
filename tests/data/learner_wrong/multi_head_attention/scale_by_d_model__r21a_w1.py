# MISTAKE: wrong scale -- scores are divided by sqrt(d_model) instead of sqrt(head_dim) (no difference only when num_heads == 1).
import math

import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Tq, D = x_q.shape
    Tk = x_kv.shape[1]
    if D % num_heads:
        raise ValueError("bad num_heads")
    hd = D // num_heads
    q = (x_q @ w_q).reshape(B, Tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(B, Tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(B, Tk, num_heads, hd).transpose(0, 2, 1, 3)
    scores = np.einsum("bhqd,bhkd->bhqk", q, k) / math.sqrt(D)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    e = np.exp(scores - mx)
    den = e.sum(-1, keepdims=True)
    w = e / np.where(den == 0, 1, den)
    ctx = np.einsum("bhqk,bhkd->bhqd", w, v)
    out = ctx.transpose(0, 2, 1, 3).reshape(B, Tq, D) @ w_o
    return out, w
