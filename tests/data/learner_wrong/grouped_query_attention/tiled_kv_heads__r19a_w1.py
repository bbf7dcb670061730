# MISTAKE: K/V heads are expanded with np.tile, so query head h uses K/V head h % num_kv_heads instead of h // g.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    n_q, n_kv = q.shape[1], k.shape[1]
    if n_q % n_kv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    reps = n_q // n_kv
    k = np.tile(k, (1, reps, 1, 1))
    v = np.tile(v, (1, reps, 1, 1))
    logits = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(q.shape[-1])
    if mask is not None:
        logits = np.where(mask, logits, -np.inf)
    mx = np.max(logits, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    p = np.exp(logits - mx)
    den = p.sum(-1, keepdims=True)
    p = np.divide(p, den, out=np.zeros_like(p), where=den > 0).astype(q.dtype)
    return np.einsum("bhqk,bhkd->bhqd", p, v).astype(q.dtype), p
