# MISTAKE: the mask is applied after the softmax by zeroing weights, so rows with masked keys no longer sum to 1 (no renormalisation).
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_k)
    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights /= weights.sum(axis=-1, keepdims=True)
    if mask is not None:
        weights = weights * np.asarray(mask, dtype=weights.dtype)
    out = weights @ v
    return out.astype(q.dtype), weights.astype(q.dtype)
