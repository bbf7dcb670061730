# mistake: writes -inf into the caller's scores with np.putmask (modifies the input) and returns it
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    shape = np.broadcast_shapes(scores.shape, np.shape(mask))
    if shape != scores.shape:
        scores = np.broadcast_to(scores, shape).copy()
    np.putmask(scores, ~np.broadcast_to(mask, shape), -np.inf)
    return scores
