"""Wrong on purpose: the mask is transposed, so it masks padded queries instead of padded keys."""
import math

import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        mask = np.broadcast_to(mask, scores.shape)
        scores = np.where(np.swapaxes(mask, -1, -2), scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(axis=-1, keepdims=True)
    return w @ v, w
