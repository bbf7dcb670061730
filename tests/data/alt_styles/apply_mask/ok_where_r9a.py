import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    out = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    return out.astype(scores.dtype, copy=False)
