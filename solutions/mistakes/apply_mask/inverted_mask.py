import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(mask, -np.inf, scores)  # True read as "masked out" (the opposite convention)
