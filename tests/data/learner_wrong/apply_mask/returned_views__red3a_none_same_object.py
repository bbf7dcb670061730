# mistake: mask=None returns the very same scores object, not a new array
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    return np.where(mask, scores, -np.inf).astype(scores.dtype)
