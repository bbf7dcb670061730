# mistake: mask=None returns the very same array object (not a new array); otherwise right
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    return np.where(mask, scores, scores.dtype.type(-np.inf))
