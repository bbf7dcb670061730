# MISTAKE: The scale uses the value size, 1/sqrt(v.shape[-1]) = 1/sqrt(d_v), instead of 1/sqrt(d_k).
# MISTAKE: The mask is applied after the softmax (weights * mask) without renormalising, so rows no longer sum to 1 and masked keys still shape the allowed weights.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(v.shape[-1])
    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights = weights / weights.sum(axis=-1, keepdims=True)
    if mask is not None:
        weights = weights * mask
    return weights @ v, weights
