# WRONG: two mistakes — the additive float64 mask turns float32 scores into float64, and mask=None returns the input array itself (not a new array).
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    additive = np.where(mask, 0.0, -np.inf)
    return scores + additive
