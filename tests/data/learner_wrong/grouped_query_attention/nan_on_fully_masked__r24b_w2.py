# MISTAKE: the softmax subtracts the row max without any guard, so a query row whose keys are all masked (max = -inf) gives NaN weights and a NaN output instead of zeros.
import math

import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads, num_kv_heads = q.shape[1], k.shape[1]
    if num_heads % num_kv_heads != 0:
        raise ValueError(f"{num_heads} query heads cannot be grouped over {num_kv_heads} kv heads")
    group = num_heads // num_kv_heads
    k = np.repeat(k, group, axis=1)
    v = np.repeat(v, group, axis=1)

    scores = q @ k.swapaxes(-1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights /= weights.sum(axis=-1, keepdims=True)
    out = weights @ v
    return out.astype(q.dtype), weights.astype(q.dtype)
