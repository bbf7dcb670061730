# MISTAKE: K/V heads are expanded with np.tile along the head axis (query head h uses K/V head h % num_kv_heads) instead of np.repeat (contiguous groups, h // g).
# MISTAKE: No safe softmax: a fully masked query row becomes NaN instead of zero weights and zero output.
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads, num_kv_heads = q.shape[1], k.shape[1]
    if num_heads % num_kv_heads != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = num_heads // num_kv_heads
    k = np.tile(k, (1, g, 1, 1))
    v = np.tile(v, (1, g, 1, 1))
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    scores = scores - np.max(scores, axis=-1, keepdims=True)
    w = np.exp(scores)
    w = w / np.sum(w, axis=-1, keepdims=True)
    return w @ v, w
