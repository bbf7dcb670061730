# MISTAKE: Masked scores are filled with -1e9 instead of -inf, so a fully masked query row gets uniform weights and the average of v instead of zeros.
# MISTAKE: Scales by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(d_k) (q.shape[-1]).
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(v.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights = weights / weights.sum(axis=-1, keepdims=True)
    output = np.matmul(weights, v)
    return output.astype(q.dtype), weights.astype(q.dtype)
