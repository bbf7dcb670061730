import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(mask, scores, -1e9)  # a finite "minus infinity": not exactly 0 after softmax
