import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    out = np.where(mask, scores, -np.inf)
    return out.astype(scores.dtype, copy=False)
