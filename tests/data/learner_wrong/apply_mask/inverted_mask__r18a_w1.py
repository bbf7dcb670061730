# MISTAKE: polarity inverted -- np.where puts -inf where mask is True (treats True as "masked") and keeps the scores where mask is False.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    return np.where(mask, -np.inf, scores).astype(scores.dtype)
