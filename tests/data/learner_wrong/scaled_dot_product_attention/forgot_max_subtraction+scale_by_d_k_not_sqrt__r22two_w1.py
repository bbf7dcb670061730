# MISTAKE: Softmax subtracts no row maximum, so scores in the hundreds overflow np.exp to inf and the weights become NaN.
# MISTAKE: Scores are divided by d_k instead of sqrt(d_k).
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / d_k
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    e = np.exp(scores)
    total = e.sum(axis=-1, keepdims=True)
    weights = np.where(total > 0, e / np.where(total > 0, total, 1.0), 0.0)
    return (weights @ v).astype(q.dtype), weights.astype(q.dtype)
