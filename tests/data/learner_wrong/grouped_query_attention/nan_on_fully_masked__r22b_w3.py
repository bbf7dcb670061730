# MISTAKE: the softmax subtracts the row max without guarding fully masked rows: a query with no allowed key computes -inf - (-inf) = NaN, so its weights and output are NaN instead of zeros.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads, num_kv = q.shape[1], k.shape[1]
    if num_heads % num_kv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = num_heads // num_kv
    k = np.repeat(k, g, axis=1)
    v = np.repeat(v, g, axis=1)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    w = e / e.sum(axis=-1, keepdims=True)
    return (w @ v).astype(q.dtype, copy=False), w.astype(q.dtype, copy=False)
