# MISTAKE: Masked scores are filled with the finite value -1e9 instead of -inf, so a fully masked query row gets uniform weights (and an average of the values) instead of zeros.
# MISTAKE: Scores are scaled by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(head_dim) (q.shape[-1]).
import math

import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads = q.shape[1]
    num_kv = k.shape[1]
    if num_kv == 0 or num_heads % num_kv != 0:
        raise ValueError(f"num_heads {num_heads} is not a multiple of num_kv_heads {num_kv}")
    g = num_heads // num_kv
    k = np.repeat(k, g, axis=1)
    v = np.repeat(v, g, axis=1)
    d = v.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(d)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    weights = e / e.sum(axis=-1, keepdims=True)
    out = weights @ v
    return out.astype(q.dtype, copy=False), weights.astype(q.dtype, copy=False)
