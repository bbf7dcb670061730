# MISTAKE: the row sum is divided without a guard, so a fully masked query row gives 0/0 = NaN weights and output instead of zeros.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    kt = np.swapaxes(k, -2, -1)
    scores = np.matmul(q, kt) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    with np.errstate(invalid="ignore"):
        weights = e / e.sum(axis=-1, keepdims=True)
    out = np.matmul(weights, v)
    return out.astype(q.dtype), weights.astype(q.dtype)
