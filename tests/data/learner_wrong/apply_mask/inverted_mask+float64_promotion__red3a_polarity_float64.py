# two mistakes: polarity inverted and a float64 np.full fill (float32 scores come back float64)
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    fill = np.full(np.broadcast_shapes(scores.shape, np.shape(mask)), -np.inf)
    return np.where(mask, fill, scores)
