# MISTAKE: writes -inf INTO the caller's scores in place (np.copyto(scores, ..., where=~mask)) and
# returns that same array, so the input is modified.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    mask = np.asarray(mask, dtype=bool)
    if np.broadcast_shapes(scores.shape, mask.shape) != scores.shape:
        scores = np.broadcast_to(scores, np.broadcast_shapes(scores.shape, mask.shape)).copy()
    np.copyto(scores, -np.inf, where=~mask)
    return scores
