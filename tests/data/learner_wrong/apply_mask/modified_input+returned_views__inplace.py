# mistake: writes -inf into the caller's scores
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    scores[~np.broadcast_to(mask, scores.shape)] = -np.inf
    return scores
