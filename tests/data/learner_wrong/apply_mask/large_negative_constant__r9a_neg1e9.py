# WRONG: fills disallowed positions with -1e9 instead of -inf (fully masked rows then softmax to uniform); everything else right
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    return np.where(mask, scores, -1e9).astype(scores.dtype)
