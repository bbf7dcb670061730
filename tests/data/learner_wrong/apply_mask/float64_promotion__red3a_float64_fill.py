# mistake: fill array built with np.full (float64), so float32 scores come back float64
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    shape = np.broadcast_shapes(scores.shape, np.shape(mask))
    neg = np.full(shape, -np.inf)
    return np.where(mask, scores, neg)
