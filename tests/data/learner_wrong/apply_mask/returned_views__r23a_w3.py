# MISTAKE: For mask=None it returns the `scores` object itself instead of a new array (the result aliases the input, so a later in-place edit of the result changes the caller's scores).
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores  # nothing to mask
    scores = np.asarray(scores)
    mask = np.asarray(mask, dtype=bool)
    return np.where(mask, scores, np.array(-np.inf, dtype=scores.dtype))
