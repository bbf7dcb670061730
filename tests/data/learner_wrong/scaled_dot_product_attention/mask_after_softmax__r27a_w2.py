# MISTAKE: applies the mask after the softmax by multiplying the weights by the mask, without renormalising, so masked rows no longer sum to 1.
import numpy as np


def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def scaled_dot_product_attention(q, k, v, mask=None):
    scale = 1.0 / np.sqrt(q.shape[-1])
    scores = np.einsum('...qd,...kd->...qk', q, k) * scale
    weights = _softmax(scores)
    if mask is not None:
        weights = weights * mask
    weights = weights.astype(q.dtype)
    out = np.einsum('...qk,...kd->...qd', weights, v).astype(q.dtype)
    return out, weights
