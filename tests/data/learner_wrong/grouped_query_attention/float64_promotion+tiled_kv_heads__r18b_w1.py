# MISTAKE: expands the K/V heads with np.tile (round-robin: query head h uses K/V head h % num_kv_heads) instead of np.repeat (contiguous groups, h // g).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    nh, nkv = q.shape[1], k.shape[1]
    if nh % nkv:
        raise ValueError("num_heads % num_kv_heads != 0")
    rep = nh // nkv
    k = np.tile(k, (1, rep, 1, 1))
    v = np.tile(v, (1, rep, 1, 1))
    scores = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(q.shape[-1])
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, bool), scores.shape)
    else:
        allowed = np.ones(scores.shape, bool)
    scores = np.where(allowed, scores, -np.inf)
    peak = np.max(scores, axis=-1, keepdims=True)
    peak = np.where(np.isfinite(peak), peak, 0)
    w = np.exp(scores - peak) * allowed
    norm = w.sum(-1, keepdims=True)
    w = np.divide(w, norm, out=np.zeros_like(w), where=norm > 0)
    return np.einsum("bhqk,bhkv->bhqv", w, v), w
