# MISTAKE: numerics -- softmax without subtracting the row maximum: exp overflows for large scores (inf/inf = NaN).
import math

import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    e = np.exp(scores)
    tot = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)
    return w @ v, w
