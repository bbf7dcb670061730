# MISTAKE: with mask=None it returns the very same scores array object instead of a new array.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    keep = np.asarray(mask).astype(bool)
    return np.where(keep, scores, np.asarray(-np.inf, dtype=scores.dtype))
