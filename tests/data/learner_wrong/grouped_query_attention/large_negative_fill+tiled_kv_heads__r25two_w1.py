# MISTAKE: K and V heads are expanded with np.tile instead of np.repeat, so query head h uses K/V head h % num_kv_heads instead of h // g.
# MISTAKE: Masked scores are set to -1e9 instead of -inf, so a fully masked query row gets uniform weights (and a non-zero output) instead of zeros.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q)
    num_heads = q.shape[1]
    num_kv = k.shape[1]
    if num_heads % num_kv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = num_heads // num_kv
    k = np.tile(k, (1, g, 1, 1))
    v = np.tile(v, (1, g, 1, 1))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    w = (e / e.sum(axis=-1, keepdims=True)).astype(q.dtype, copy=False)
    out = (w @ v).astype(q.dtype, copy=False)
    return out, w
