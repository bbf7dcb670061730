# MISTAKE: np.copyto writes -inf straight into the caller's scores array, so the input is modified in place (and returned as the same object).
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    np.copyto(scores, -np.inf, where=~np.asarray(mask, dtype=bool))
    return scores
