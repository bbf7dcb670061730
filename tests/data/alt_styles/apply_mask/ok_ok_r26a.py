# CORRECT: np.where select with a -inf of the scores' dtype; None returns a copy.
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    neg_inf = np.array(-np.inf, dtype=scores.dtype)
    return np.where(mask, scores, neg_inf)
