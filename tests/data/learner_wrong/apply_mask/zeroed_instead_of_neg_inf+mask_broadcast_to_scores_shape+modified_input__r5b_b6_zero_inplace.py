# mistakes: masked scores set to 0 instead of -inf AND written into the caller's scores
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    m = np.broadcast_to(mask, scores.shape)
    scores[~m] = 0.0
    return scores
