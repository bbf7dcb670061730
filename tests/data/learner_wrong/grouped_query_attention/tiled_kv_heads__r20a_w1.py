# MISTAKE: K/V heads are tiled (np.tile, head h uses K/V head h % num_kv_heads) instead of repeated in contiguous groups (h // g).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, Hq, Lq, D = q.shape
    Hkv = k.shape[1]
    if Hq % Hkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    reps = Hq // Hkv
    k_rep = np.tile(k, (1, reps, 1, 1))
    v_rep = np.tile(v, (1, reps, 1, 1))
    logits = np.einsum("bhqd,bhkd->bhqk", q, k_rep) / np.sqrt(D)
    if mask is not None:
        logits = np.where(mask, logits, -np.inf)
    peak = logits.max(axis=-1, keepdims=True)
    peak = np.where(np.isneginf(peak), 0.0, peak)
    ex = np.exp(logits - peak)
    den = ex.sum(axis=-1, keepdims=True)
    w = np.divide(ex, den, out=np.zeros_like(ex), where=den != 0)
    out = np.einsum("bhqk,bhkd->bhqd", w, v_rep)
    return out.astype(q.dtype), w.astype(q.dtype)
