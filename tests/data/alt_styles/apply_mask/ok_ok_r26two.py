# CORRECT: np.where select with a -inf of the scores' dtype; copy for mask=None.
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    neg = np.array(-np.inf, dtype=scores.dtype)
    return np.where(np.asarray(mask, dtype=bool), scores, neg)
