# MISTAKE: the mask is applied by multiplying the softmax weights by the mask afterwards (no -inf before the softmax, no renormalisation), so masked rows no longer sum to 1.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    n_q = q.shape[1]
    n_kv = k.shape[1]
    if n_q % n_kv != 0:
        raise ValueError("query heads must be a multiple of key/value heads")
    rep = n_q // n_kv
    k = np.repeat(k, rep, axis=1)
    v = np.repeat(v, rep, axis=1)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights = weights / weights.sum(axis=-1, keepdims=True)
    if mask is not None:
        weights = weights * np.asarray(mask, dtype=weights.dtype)
    out = weights @ v
    return out.astype(q.dtype), weights.astype(q.dtype)
