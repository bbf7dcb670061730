# MISTAKE: the softmax is applied along axis -2 (over the queries of each key) instead of along the key axis -1, so the rows of the weights do not sum to 1.
import numpy as np


def _stable_softmax(vec):
    top = np.max(vec)
    if not np.isfinite(top):
        return np.zeros_like(vec)
    e = np.exp(vec - top)
    return e / e.sum()


def scaled_dot_product_attention(q, k, v, mask=None):
    q, k, v = map(np.asarray, (q, k, v))
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    weights = np.apply_along_axis(_stable_softmax, -2, scores).astype(q.dtype)
    return np.matmul(weights, v).astype(q.dtype), weights
