import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.copy(scores)
    return np.where(np.asarray(mask) == 0, float("-inf"), scores)
