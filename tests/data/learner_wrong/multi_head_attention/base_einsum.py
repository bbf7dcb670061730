"""Correct: every product as an einsum; heads split with reshape + einsum-side axis order."""
import math

import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError(f"num_heads={num_heads} does not divide d_model={d_model}")
    hd = d_model // num_heads
    b, lq, _ = x_q.shape
    lk = x_kv.shape[1]
    q = np.einsum("bld,de->ble", x_q, w_q).reshape(b, lq, num_heads, hd)
    k = np.einsum("bld,de->ble", x_kv, w_k).reshape(b, lk, num_heads, hd)
    v = np.einsum("bld,de->ble", x_kv, w_v).reshape(b, lk, num_heads, hd)
    scores = np.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(hd)  # a Python float keeps float32 inputs float32
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    z = e.sum(axis=-1, keepdims=True)
    weights = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = np.einsum("bhqk,bkhd->bqhd", weights, v).reshape(b, lq, d_model)
    return np.einsum("bqd,de->bqe", ctx, w_o), weights
