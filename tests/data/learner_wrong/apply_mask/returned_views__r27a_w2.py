# MISTAKE: with mask=None it returns the scores array itself instead of a new array.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    allowed = np.broadcast_to(mask, np.broadcast_shapes(np.shape(scores), np.shape(mask)))
    out = np.broadcast_to(scores, allowed.shape).copy()
    out[~allowed] = -np.inf
    return out
