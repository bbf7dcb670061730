# MISTAKE: When mask is None it returns the very same `scores` object instead of a new array, so a caller that later writes into the result also overwrites the input scores (the prompt asks for a new array).
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores  # nothing to do
    scores = np.asarray(scores)
    mask = np.asarray(mask, dtype=bool)
    out = np.where(mask, scores, -np.inf)
    return out.astype(scores.dtype, copy=False)
