# MISTAKE: in-place edit -- writes -inf straight into the caller's `scores` array (when its shape already equals the broadcast shape) and returns that same object instead of a new array.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    shape = np.broadcast_shapes(np.shape(scores), np.shape(mask))
    if shape != scores.shape:
        scores = np.broadcast_to(scores, shape).copy()
    allowed = np.broadcast_to(mask, shape)
    scores[~allowed] = -np.inf
    return scores
