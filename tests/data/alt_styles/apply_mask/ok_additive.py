import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return np.copy(scores)
    bias = np.where(np.asarray(mask, dtype=bool), 0.0, -np.inf).astype(scores.dtype)
    return scores + bias
