# WRONG: masked scores filled with -1e9 instead of -inf and no guard, so a fully masked row gets uniform weights 1/k_len (and the mean of the values) instead of zeros.
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads, num_kv_heads = q.shape[1], k.shape[1]
    if num_heads % num_kv_heads:
        raise ValueError("num_heads must be divisible by num_kv_heads")
    g = num_heads // num_kv_heads
    k = np.repeat(k, g, axis=1)
    v = np.repeat(v, g, axis=1)
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(axis=-1, keepdims=True)
    w = w.astype(q.dtype)
    return w @ v, w
