# MISTAKE: Disallowed positions are filled with the finite value -1e9 instead of -inf.
# MISTAKE: Writes into the caller's `scores` in place (boolean assignment on the input) and returns it, instead of returning a new array.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    mask = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
    scores[~mask] = -1e9
    return scores
