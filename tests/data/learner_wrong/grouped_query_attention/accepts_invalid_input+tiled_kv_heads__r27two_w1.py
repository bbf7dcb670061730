# MISTAKE: the K/V heads are expanded with np.tile instead of np.repeat, so query head h uses K/V head h % num_kv_heads rather than h // g.
# MISTAKE: the divisibility check is missing, so e.g. 6 query heads with 4 K/V heads are not rejected with ValueError (the extra tiled heads are cut off and attention runs anyway).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H = q.shape[1]
    Hkv = k.shape[1]
    reps = -(-H // Hkv)
    k = np.tile(k, (1, reps, 1, 1))[:, :H]
    v = np.tile(v, (1, reps, 1, 1))[:, :H]
    scale = 1.0 / np.sqrt(q.shape[-1])
    s = np.einsum("bhqd,bhkd->bhqk", q, k) * scale.astype(q.dtype)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    p = np.exp(s - m)
    l = p.sum(axis=-1, keepdims=True)
    w = np.divide(p, l, out=np.zeros_like(p), where=l > 0)
    return np.einsum("bhqk,bhkd->bhqd", w, v), w
