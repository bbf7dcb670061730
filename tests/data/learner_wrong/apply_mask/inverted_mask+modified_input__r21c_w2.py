# MISTAKE: (1) polarity inverted: -inf is written where the mask is True (treats True as "masked out");
#          (2) in-place edit: the caller's `scores` array is written into and returned.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    m = np.broadcast_to(mask, scores.shape)
    scores[m] = -np.inf
    return scores
