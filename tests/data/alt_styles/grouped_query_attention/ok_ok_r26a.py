# CORRECT: np.repeat K/V along the head axis (contiguous groups), then scaled masked attention with a safe softmax.
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    num_heads, num_kv = q.shape[1], k.shape[1]
    if num_kv == 0 or num_heads % num_kv != 0 or v.shape[1] != num_kv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = num_heads // num_kv
    k_rep = np.repeat(k, g, axis=1)
    v_rep = np.repeat(v, g, axis=1)
    scores = q @ np.swapaxes(k_rep, -1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return (w @ v_rep).astype(q.dtype, copy=False), w.astype(q.dtype, copy=False)
