# MISTAKE: the mask is turned into an additive float64 bias (0 / -inf), so float32 scores come back upcast to float64.
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    bias = np.where(np.asarray(mask, dtype=bool), 0.0, -np.inf)
    return scores + bias
