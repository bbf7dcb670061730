# MISTAKE: when mask is None the function returns the very same `scores` object instead of a new array (aliasing the input), breaking the "return a new array" rule.
import numpy as np


class _Masker:
    fill = -np.inf

    def __init__(self, mask):
        self.mask = mask

    def __call__(self, scores):
        if self.mask is None:
            return scores
        return np.where(self.mask, scores, scores.dtype.type(self.fill))


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    return _Masker(mask)(scores)
