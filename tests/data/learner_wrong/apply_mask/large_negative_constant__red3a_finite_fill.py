# mistake: a large finite negative (-1e9) instead of -inf
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.copy(scores)
    out = np.where(mask, scores, -1e9)
    return out.astype(scores.dtype)
