# CORRECT: np.where(mask, scores, -inf) with a -inf of the scores' dtype; a copy when mask is None.
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    neg_inf = np.array(-np.inf, dtype=scores.dtype)
    return np.where(np.asarray(mask, dtype=bool), scores, neg_inf)
