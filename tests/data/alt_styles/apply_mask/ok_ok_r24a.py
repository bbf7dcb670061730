import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    return np.where(mask, scores, -np.inf).astype(scores.dtype, copy=False)
