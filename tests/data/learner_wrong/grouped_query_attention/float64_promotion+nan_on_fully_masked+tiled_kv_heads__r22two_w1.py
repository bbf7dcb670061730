# MISTAKE: Expands K/V with np.tile along the head axis, so query head h uses K/V head h % num_kv_heads instead of the contiguous group h // g.
# MISTAKE: Fully masked query rows are not guarded: max is -inf, exp(-inf - -inf) gives NaN weights instead of zeros.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads, num_kv_heads = q.shape[1], k.shape[1]
    if num_heads % num_kv_heads != 0:
        raise ValueError("num_heads must be divisible by num_kv_heads")
    g = num_heads // num_kv_heads
    k = np.tile(k, (1, g, 1, 1))
    v = np.tile(v, (1, g, 1, 1))
    scores = q @ k.swapaxes(-1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights /= weights.sum(axis=-1, keepdims=True)
    return weights @ v, weights
