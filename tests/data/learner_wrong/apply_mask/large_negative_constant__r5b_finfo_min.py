# mistake: uses the most negative finite float (HF style finfo.min) instead of -inf
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(mask, scores, np.finfo(scores.dtype).min)
