# MISTAKE: (1) writes -inf into the caller's scores in place (and returns that same array); (2) mask=None returns the very same object, not a new array.
import numpy as np

def apply_mask(scores, mask):
    if mask is None:
        return scores
    m = np.broadcast_to(mask, scores.shape)
    scores[~m] = -np.inf
    return scores
