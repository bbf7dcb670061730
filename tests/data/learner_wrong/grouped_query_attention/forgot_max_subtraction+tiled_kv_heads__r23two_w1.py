# MISTAKE: K/V heads are expanded with np.tile instead of np.repeat, so query head h uses K/V head h % num_kv_heads instead of h // g (interleaved, not contiguous groups).
# MISTAKE: The softmax does not subtract the row maximum before exp, so large scores overflow to inf/NaN.
import math

import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads = q.shape[1]
    num_kv = k.shape[1]
    if num_kv == 0 or num_heads % num_kv != 0:
        raise ValueError(f"num_heads {num_heads} is not a multiple of num_kv_heads {num_kv}")
    g = num_heads // num_kv
    k = np.tile(k, (1, g, 1, 1))
    v = np.tile(v, (1, g, 1, 1))
    d = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(d)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
    else:
        allowed = np.ones(scores.shape, dtype=bool)
    e = np.where(allowed, np.exp(scores), 0)
    s = e.sum(axis=-1, keepdims=True)
    weights = e / np.where(s > 0, s, 1)
    out = weights @ v
    return out.astype(q.dtype, copy=False), weights.astype(q.dtype, copy=False)
