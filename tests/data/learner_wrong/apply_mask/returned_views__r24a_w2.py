# MISTAKE: with mask=None the function returns the very same `scores` object instead of a new array (no copy), so the caller's array is aliased.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores  # nothing to mask
    scores = np.asarray(scores)
    mask = np.asarray(mask, dtype=bool)
    return np.where(mask, scores, -np.inf).astype(scores.dtype, copy=False)
