# WRONG (two): treats True as "masked" (puts -inf where mask is True, keeps scores where False), and mask=None returns the input object itself instead of a new array
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    return np.where(mask, -np.inf, scores).astype(scores.dtype)
