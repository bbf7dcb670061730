# Wrong: the softmax normalises over the QUERY axis (axis=-2, columns) instead of the key axis (-1); fully masked entries are cleaned with nan_to_num.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(d_k)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    with np.errstate(invalid="ignore"):
        m = np.max(scores, axis=-2, keepdims=True)
        e = np.exp(scores - m)
        w = e / e.sum(axis=-2, keepdims=True)
    w = np.nan_to_num(w, nan=0.0)
    return w @ v, w
