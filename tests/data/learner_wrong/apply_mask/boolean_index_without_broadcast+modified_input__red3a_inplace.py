# mistake: writes -inf into the caller's scores (in place) and returns them
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    scores[~mask] = -np.inf
    return scores
