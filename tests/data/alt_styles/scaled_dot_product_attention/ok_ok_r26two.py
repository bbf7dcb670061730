# CORRECT: scores via swapaxes and a Python-float scale, -inf masking, row-max-stable safe softmax.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dtype = np.result_type(q, k, v)
    scores = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        allowed = np.asarray(mask, dtype=bool)
        shape = np.broadcast_shapes(scores.shape, allowed.shape)
        scores = np.broadcast_to(scores, shape)
        allowed = np.broadcast_to(allowed, shape)
    else:
        allowed = np.ones(scores.shape, dtype=bool)
    scores = np.where(allowed, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(scores - m), 0.0)
    z = e.sum(axis=-1, keepdims=True)
    w = e / np.where(z > 0, z, 1.0)
    out = w @ v
    return out.astype(dtype), w.astype(dtype)
