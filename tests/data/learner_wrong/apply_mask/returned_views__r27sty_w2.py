# MISTAKE: with mask=None it returns the very same scores object instead of a new array, so the caller's later in-place edits of the result change the input.
import numpy as np


class _Masker:
    fill = -np.inf

    def __init__(self, mask):
        self.mask = None if mask is None else np.asarray(mask, dtype=bool)

    def __call__(self, scores):
        if self.mask is None:
            return scores
        return np.where(self.mask, scores, np.asarray(self.fill, dtype=scores.dtype))


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    return _Masker(mask)(scores)
