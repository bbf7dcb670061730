# https://github.com/awslabs/gluonts/pull/1401
# Bug: masked scores are set to 1e-9 (a tiny POSITIVE number, typo for -1e9) instead of -inf, so masked keys keep a large weight after softmax.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(mask, scores, scores.dtype.type(1e-9))
