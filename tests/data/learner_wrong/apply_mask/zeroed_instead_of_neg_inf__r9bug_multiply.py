# https://github.com/georg-wolflein/good-features/pull/1
# Bug: masks by multiplying scores by the mask, so masked scores become 0 instead of -inf.
import numpy as np

def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return scores * mask
