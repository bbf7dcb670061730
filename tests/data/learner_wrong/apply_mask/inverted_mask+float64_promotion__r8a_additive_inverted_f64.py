# WRONG: two mistakes: inverted convention (adds -inf where mask is True, i.e. treats True as "masked"), and the float64 additive mask upcasts float32 scores to float64.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    additive = np.where(mask, -np.inf, 0.0)
    return scores + additive
