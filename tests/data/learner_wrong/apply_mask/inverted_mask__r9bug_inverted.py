# https://github.com/pytorch/pytorch/pull/114083
# Bug: boolean mask meaning inverted: -inf where mask is True (allowed keys) and the score kept where it is False.
import numpy as np

def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(mask, -np.inf, scores)
