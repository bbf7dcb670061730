# mistake: mask polarity inverted (True = masked)
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(mask, -np.inf, scores).astype(scores.dtype)
