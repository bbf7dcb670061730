# WRONG: masked scores are filled with the finite -1e9 instead of -inf, so a fully masked row gets uniform weights (and the mean of v) instead of zeros; everything else is right.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = (q @ np.swapaxes(k, -1, -2)) / np.asarray(np.sqrt(d_k), dtype=q.dtype)
    if mask is not None:
        scores = np.where(mask, scores, np.asarray(-1e9, dtype=q.dtype))
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    w = e / e.sum(axis=-1, keepdims=True)
    return w @ v, w
