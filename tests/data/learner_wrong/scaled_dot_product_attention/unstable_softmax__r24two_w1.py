# MISTAKE: Masked scores are filled with -1e9 instead of -inf, so a fully masked query row gets uniform weights and the mean of v instead of zeros.
# MISTAKE: The softmax does not subtract the row maximum, so large scores overflow exp() to inf and produce NaN.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_k).astype(q.dtype)
    if mask is not None:
        scores = np.where(mask, scores, np.asarray(-1e9, dtype=scores.dtype))
    exp = np.exp(scores)
    weights = exp / exp.sum(axis=-1, keepdims=True)
    return weights @ v, weights
