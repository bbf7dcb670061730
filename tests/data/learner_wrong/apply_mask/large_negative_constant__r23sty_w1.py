# MISTAKE: Masked entries are filled with np.finfo(dtype).min (the most negative finite float) instead of -inf, so a fully masked row does not become exactly zero after softmax (it turns into a uniform row) and the masked values are not -inf.
import numpy as np


class ScoreMasker:
    """Hide disallowed keys from the softmax."""

    def __init__(self, scores):
        self.scores = np.asarray(scores)
        # the most negative number the dtype can hold: safer than inf arithmetic
        self.fill = np.finfo(self.scores.dtype).min

    def apply(self, mask):
        if mask is None:
            return self.scores.copy()
        mask = np.asarray(mask, dtype=bool)
        return np.where(mask, self.scores, self.fill).astype(self.scores.dtype)


def apply_mask(scores, mask):
    return ScoreMasker(scores).apply(mask)
