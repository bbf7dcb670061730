# MISTAKE: The mask polarity is inverted: np.where(mask, -inf, scores) hides the keys where mask is True (treats True as "masked", PyTorch key_padding_mask style) and keeps the forbidden ones.
# MISTAKE: With mask=None the function returns the very same `scores` object instead of a new array (aliases the input).
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores
    mask = np.asarray(mask, dtype=bool)
    return np.where(mask, np.array(-np.inf, dtype=scores.dtype), scores)
