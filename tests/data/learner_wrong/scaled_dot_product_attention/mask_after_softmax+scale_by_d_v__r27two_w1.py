# MISTAKE: the mask is applied after the softmax by multiplying the weights with it, so the remaining weights are not renormalised and rows with masked keys no longer sum to 1.
# MISTAKE: the scores are scaled by sqrt(v.shape[-1]) (d_v) instead of sqrt(d_k).
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d = v.shape[-1]
    scores = np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(d).astype(q.dtype)
    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights = weights / weights.sum(axis=-1, keepdims=True)
    if mask is not None:
        weights = weights * mask
    return weights @ v, weights
