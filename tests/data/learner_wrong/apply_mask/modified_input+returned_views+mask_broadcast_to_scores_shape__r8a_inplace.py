# WRONG: writes -inf into `scores` in place and returns that same array (also for mask=None) instead of a new array; and np.broadcast_to(mask, scores.shape) raises when the mask adds axes (the result must have the broadcast shape). dtype kept.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    full = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
    scores[~full] = -np.inf
    return scores
