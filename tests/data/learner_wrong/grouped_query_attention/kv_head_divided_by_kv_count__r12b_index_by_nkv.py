# WRONG: maps query head h to K/V head h // num_kv_heads instead of h // g (g = num_heads // num_kv_heads): right only when g == num_kv_heads, wrong groups when num_kv_heads > g, IndexError when num_kv_heads < g (e.g. MQA with >1 query heads).
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hkv = q.shape[1], k.shape[1]
    if H % Hkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    idx = [h // Hkv for h in range(H)]
    k_rep, v_rep = k[:, idx], v[:, idx]
    s = q @ k_rep.transpose(0, 1, 3, 2) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    return (w @ v_rep).astype(q.dtype), w
