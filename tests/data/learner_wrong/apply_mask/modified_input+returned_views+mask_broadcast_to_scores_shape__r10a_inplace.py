# Writes -inf into the caller's `scores` in place (scores[~mask] = -inf) and returns that same array (mask=None returns the input itself, not a copy); raises when the mask broadcasts to a larger shape than scores.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    scores[~np.broadcast_to(mask, scores.shape)] = -np.inf
    return scores
