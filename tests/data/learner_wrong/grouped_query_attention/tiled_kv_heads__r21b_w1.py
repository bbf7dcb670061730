# MISTAKE: K/V heads are expanded with np.tile (query head h uses kv head h % num_kv_heads) instead of contiguous groups (np.repeat, h // g).
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hkv = q.shape[1], k.shape[1]
    if H % Hkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    reps = H // Hkv
    k = np.tile(k, (1, reps, 1, 1))
    v = np.tile(v, (1, reps, 1, 1))
    scores = np.einsum("bhqd,bhkd->bhqk", q, k) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    ex = np.exp(scores - mx)
    den = ex.sum(-1, keepdims=True)
    w = np.divide(ex, den, out=np.zeros_like(ex), where=den > 0)
    return np.einsum("bhqk,bhkd->bhqd", w, v), w
