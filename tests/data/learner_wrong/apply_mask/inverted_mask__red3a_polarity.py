# mistake: mask polarity flipped (treats True as "masked out")
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(mask, -np.inf, scores).astype(scores.dtype)
