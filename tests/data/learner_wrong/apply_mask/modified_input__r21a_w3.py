# MISTAKE: in-place edit -- when the mask does not grow the array, it writes -inf straight into the caller's `scores` and returns that same object (no new array).
import numpy as np


class _Masker:
    def __init__(self, mask):
        self.mask = mask

    def __call__(self, scores):
        shape = np.broadcast_shapes(scores.shape, self.mask.shape)
        if shape != scores.shape:
            scores = np.broadcast_to(scores, shape).copy()
        hide = ~np.broadcast_to(self.mask, shape)
        scores[hide] = -np.inf
        return scores


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return _Masker(np.asarray(mask, dtype=bool))(scores)
