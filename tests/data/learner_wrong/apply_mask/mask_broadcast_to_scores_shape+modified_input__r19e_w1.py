# MISTAKE: writes -inf into the caller's `scores` in place (np.copyto with where=) and returns that
# same array instead of a new one.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    np.copyto(scores, -np.inf, where=~np.asarray(mask, dtype=bool))
    return scores
