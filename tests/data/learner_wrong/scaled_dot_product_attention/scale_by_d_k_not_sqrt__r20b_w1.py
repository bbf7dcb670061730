# MISTAKE: wrong scale -- divides the scores by d_k instead of sqrt(d_k).
import numpy as np


def _softmax(s):
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0)


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = np.einsum("...qd,...kd->...qk", q, k) / d_k
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    w = _softmax(scores).astype(q.dtype)
    return (w @ v).astype(q.dtype), w
