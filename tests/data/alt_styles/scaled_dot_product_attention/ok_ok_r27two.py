# CORRECT: scaled matmul scores, -inf masking, max-shifted safe softmax with zero rows for fully masked queries, dtype kept.
import math
import numpy as np


def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    return e / np.where(z > 0, z, 1)


def scaled_dot_product_attention(q, k, v, mask=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    dt = np.result_type(q, k, v)
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    w = _safe_softmax(scores).astype(dt, copy=False)
    out = np.matmul(w, v).astype(dt, copy=False)
    return out, w
