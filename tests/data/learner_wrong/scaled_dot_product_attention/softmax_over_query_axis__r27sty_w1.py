# MISTAKE: np.apply_along_axis is given axis=-2, so the softmax normalises over the query axis (columns sum to 1) instead of over the keys.
import numpy as np


def _softmax_1d(row):
    if np.all(np.isneginf(row)):
        return np.zeros_like(row)
    e = np.exp(row - row.max())
    return e / e.sum()


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / float(np.sqrt(d_k))
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    weights = np.apply_along_axis(_softmax_1d, -2, scores).astype(scores.dtype)
    return weights @ v, weights
