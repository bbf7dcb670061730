# mistake: scales the queries in place (q /= sqrt(d_k)): modifies the caller's q
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q /= np.sqrt(q.shape[-1])
    scores = np.matmul(q, np.swapaxes(k, -1, -2))
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    row_max = np.max(scores, axis=-1, keepdims=True)
    row_max[~np.isfinite(row_max)] = 0
    w = np.exp(scores - row_max)
    total = np.sum(w, axis=-1, keepdims=True)
    w = np.divide(w, total, out=np.zeros_like(w), where=total > 0)
    return np.matmul(w, v), w
