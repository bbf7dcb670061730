# mistake: additive mask without the polarity: scores + where(mask, -inf, 0)
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    add = np.where(mask, -np.inf, 0.0).astype(scores.dtype)
    return scores + add
