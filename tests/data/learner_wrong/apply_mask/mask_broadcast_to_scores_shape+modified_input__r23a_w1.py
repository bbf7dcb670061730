# MISTAKE: Writes the -inf values into `scores` in place with np.copyto(..., where=~mask) and returns the caller's own array, so the input scores are modified (the prompt says return a new array).
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    # fill the disallowed positions with -inf (broadcasts the mask against the scores)
    np.copyto(scores, -np.inf, where=~mask)
    return scores
