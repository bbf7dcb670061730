# https://github.com/pytorch/executorch/pull/18407
# Naive softmax exp(x) / sum(exp(x)) without subtracting the row max: scores above ~88.7 overflow
# float32 to inf and the weights become NaN (inf / inf).
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1]).astype(q.dtype)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    e = np.exp(scores)
    s = e.sum(-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(q.dtype)
    return (w @ v).astype(q.dtype), w
