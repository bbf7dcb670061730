# https://github.com/deepspeedai/DeepSpeed/pull/1913
# Bug: the 0/1 mask is ADDED to the scores as a bias (scores + mask) instead of being turned into -inf for the
# blocked keys: masked keys keep a nonzero weight (allowed keys just get +1), and fully masked rows are not zero.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = scores + np.asarray(mask).astype(q.dtype)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    weights = (e / e.sum(axis=-1, keepdims=True)).astype(q.dtype)
    return (weights @ v).astype(q.dtype), weights
