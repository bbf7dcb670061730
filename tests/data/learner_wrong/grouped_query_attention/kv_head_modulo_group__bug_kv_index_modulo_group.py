# https://github.com/XunhaoLai/native-sparse-attention-triton/issues/27
# The flat query-head index is split with % NUM_SHARE_Q_HEADS: query head h reads K/V head
# h % g (g = query heads per group) instead of h // g -- a bijection only when g == num_kv_heads.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads, num_kv_heads = q.shape[1], k.shape[1]
    if num_heads % num_kv_heads:
        raise ValueError("num_heads must be divisible by num_kv_heads")
    g = num_heads // num_kv_heads
    kv_idx = np.arange(num_heads) % g
    k_h = k[:, kv_idx]
    v_h = v[:, kv_idx]
    s = q @ np.swapaxes(k_h, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    return (w @ v_h).astype(q.dtype), w
