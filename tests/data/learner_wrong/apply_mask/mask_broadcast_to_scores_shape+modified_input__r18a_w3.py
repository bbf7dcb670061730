# MISTAKE: edits `scores` in place (np.copyto with where=~mask) and returns the caller's array instead of a new one.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    np.copyto(scores, -np.inf, where=~np.asarray(mask, dtype=bool))
    return scores
