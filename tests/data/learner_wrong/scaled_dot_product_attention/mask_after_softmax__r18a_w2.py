# MISTAKE: the mask is applied AFTER the softmax (weights multiplied by the mask, no renormalisation), so masked scores still take part in the normalisation and rows no longer sum to 1.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = np.einsum("...qd,...kd->...qk", q, k) / math.sqrt(q.shape[-1])
    scores = scores - scores.max(axis=-1, keepdims=True)
    p = np.exp(scores)
    p /= p.sum(axis=-1, keepdims=True)
    if mask is not None:
        p = p * mask
    out = np.einsum("...qk,...kd->...qd", p, v)
    return out.astype(q.dtype), p.astype(q.dtype)
