# mistakes: additive -1e9 mask instead of -inf, AND the float64 bias array promotes float32 scores to float64
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    bias = np.where(mask, 0.0, -1e9)
    return scores + bias
