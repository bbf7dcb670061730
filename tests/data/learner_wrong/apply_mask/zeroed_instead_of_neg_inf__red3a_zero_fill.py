# mistake: masked scores set to 0 (multiplying by the mask) instead of -inf
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return (scores * mask).astype(scores.dtype)
