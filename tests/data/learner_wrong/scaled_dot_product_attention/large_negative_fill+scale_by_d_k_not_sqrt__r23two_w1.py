# MISTAKE: Scores are divided by d_k instead of sqrt(d_k).
# MISTAKE: Masked scores are filled with -1e9 instead of -inf, so a fully masked query row gets uniform weights and the mean of v instead of zeros.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / d_k
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    weights = e / e.sum(axis=-1, keepdims=True)
    out = weights @ v
    dt = np.result_type(q.dtype, k.dtype, v.dtype)
    return out.astype(dt, copy=False), weights.astype(dt, copy=False)
