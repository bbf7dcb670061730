# MISTAKE: (1) polarity inverted: sets -inf where the mask is TRUE (treats True as "masked"); (2) writes -inf into the caller's `scores` in place (np.copyto) and returns it.
import numpy as np

def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    np.copyto(scores, -np.inf, where=np.asarray(mask, dtype=bool))
    return scores
