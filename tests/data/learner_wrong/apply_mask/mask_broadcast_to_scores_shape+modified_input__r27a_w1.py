# MISTAKE: writes -inf into the caller's scores array in place (np.copyto with where=~mask) and returns it.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    np.copyto(scores, -np.inf, where=~np.asarray(mask, dtype=bool))
    return scores
