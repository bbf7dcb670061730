# K/V heads expanded with np.tile (query head h uses K/V head h % num_kv_heads) instead of np.repeat (h // g).
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads, num_kv = q.shape[1], k.shape[1]
    if num_heads % num_kv:
        raise ValueError("num_heads % num_kv_heads != 0")
    g = num_heads // num_kv
    k = np.tile(k, (1, g, 1, 1))
    v = np.tile(v, (1, g, 1, 1))
    scores = q @ k.swapaxes(-1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    ex = np.exp(scores - mx)
    den = ex.sum(-1, keepdims=True)
    weights = np.where(den > 0, ex / np.where(den > 0, den, 1.0), 0.0)
    return weights @ v, weights
