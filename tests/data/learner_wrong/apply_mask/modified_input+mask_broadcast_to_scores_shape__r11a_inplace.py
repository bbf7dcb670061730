# WRONG: writes -inf into the caller's scores array in place and returns it (input modified); also cannot produce a broadcast shape larger than scores.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    np.copyto(scores, -np.inf, where=~np.asarray(mask, dtype=bool))
    return scores
