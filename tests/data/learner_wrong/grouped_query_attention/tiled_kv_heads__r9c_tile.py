# WRONG: expands K/V with np.tile along the head axis (query head h uses K/V head h % num_kv_heads) instead of np.repeat (h // g).
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    nh, nkv = q.shape[1], k.shape[1]
    if nh % nkv != 0:
        raise ValueError("num_heads % num_kv_heads != 0")
    g = nh // nkv
    k = np.tile(k, (1, g, 1, 1))
    v = np.tile(v, (1, g, 1, 1))
    scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = scores.max(-1, keepdims=True)
    m = np.where(np.isinf(m), 0, m)
    e = np.exp(scores - m)
    s = e.sum(-1, keepdims=True)
    w = e / np.where(s == 0, 1, s)
    return w @ v, w
