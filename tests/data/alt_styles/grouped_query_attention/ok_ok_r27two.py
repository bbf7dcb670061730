# CORRECT: np.repeat the K/V heads g times along the head axis (contiguous groups), then ordinary safe scaled dot-product attention.
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    num_heads, num_kv = q.shape[1], k.shape[1]
    if num_kv < 1 or num_heads % num_kv != 0:
        raise ValueError(f"num_heads={num_heads} is not a multiple of num_kv_heads={num_kv}")
    g = num_heads // num_kv
    k_r = np.repeat(k, g, axis=1)
    v_r = np.repeat(v, g, axis=1)
    dt = q.dtype
    s = q @ np.swapaxes(k_r, -1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = (e / np.where(z == 0, 1, z)).astype(dt, copy=False)
    return (w @ v_r).astype(dt, copy=False), w
