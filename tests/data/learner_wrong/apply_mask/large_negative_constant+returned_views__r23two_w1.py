# MISTAKE: With mask=None the function returns the very same `scores` object instead of a new array (aliasing the input).
# MISTAKE: Disallowed entries are filled with the finite stand-in -1e9 instead of -inf.
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores
    mask = np.asarray(mask, dtype=bool)
    fill = np.array(-1e9, dtype=scores.dtype)
    return np.where(mask, scores, fill)
