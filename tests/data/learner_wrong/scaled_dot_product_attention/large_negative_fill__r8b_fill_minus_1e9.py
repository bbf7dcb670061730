# Wrong: masked scores are filled with -1e9 instead of -inf, so a fully masked query row gets uniform weights (1/k_len) and the mean of v instead of zeros. Nothing else is wrong.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(np.float32(d_k)).astype(q.dtype)
    if mask is not None:
        scores = np.where(mask, scores, -1e9).astype(q.dtype)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    w = e / e.sum(axis=-1, keepdims=True)
    return w @ v, w
