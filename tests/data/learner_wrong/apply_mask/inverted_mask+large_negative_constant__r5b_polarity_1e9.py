# mistakes: polarity flipped (True = hide) AND -1e9 instead of -inf
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(mask, scores.dtype.type(-1e9), scores)
