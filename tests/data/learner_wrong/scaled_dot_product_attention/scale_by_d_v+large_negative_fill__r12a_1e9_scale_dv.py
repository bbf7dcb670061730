# Wrong (two): masks with a finite -1e9 so a fully masked query averages all values instead of giving zeros; and scales by sqrt(d_v) = sqrt(v.shape[-1]) instead of sqrt(d_k).
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(v.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(axis=-1, keepdims=True)
    return w @ v, w
