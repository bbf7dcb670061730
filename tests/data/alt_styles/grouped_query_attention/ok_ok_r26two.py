# CORRECT: np.repeat K/V along the head axis (contiguous groups), then masked safe-softmax attention.
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H = q.shape[1]
    Hkv = k.shape[1]
    if Hkv == 0 or H % Hkv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hkv
    k = np.repeat(k, g, axis=1)
    v = np.repeat(v, g, axis=1)
    s = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), s.shape)
    else:
        allowed = np.ones(s.shape, dtype=bool)
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    z = e.sum(axis=-1, keepdims=True)
    w = e / np.where(z > 0, z, 1.0)
    out = w @ v
    return out.astype(q.dtype), w.astype(q.dtype)
