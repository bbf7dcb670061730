# WRONG: two mistakes: a fully masked query row gives NaN (no guard on the all -inf row), and `/ np.sqrt(head_dim)` promotes float32 to float64. Head mapping (np.repeat) right.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads, num_kv = q.shape[1], k.shape[1]
    if num_heads % num_kv != 0:
        raise ValueError("bad kv heads")
    rep = num_heads // num_kv
    k = np.repeat(k, rep, axis=1)
    v = np.repeat(v, rep, axis=1)
    scores = np.matmul(q, k.transpose(0, 1, 3, 2)) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, float("-inf"))
    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights = weights / weights.sum(axis=-1, keepdims=True)
    return weights @ v, weights
