# MISTAKE: with mask=None it returns the very same scores object instead of a new array.
# MISTAKE: the additive bias np.where(mask, 0.0, -np.inf) is float64, so adding it promotes float32 scores to float64.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    bias = np.where(mask, 0.0, -np.inf)
    return scores + bias
