# CORRECT: np.where with the boolean mask, -inf cast to the scores' dtype, broadcasting to the joint shape.
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    fill = np.array(-np.inf, dtype=scores.dtype)
    return np.where(mask, scores, fill).astype(scores.dtype, copy=False)
