# https://github.com/lucidrains/memory-compressed-attention/issues/2
# The fill value was written -float('-inf'), i.e. +inf: forbidden scores become +inf instead of
# -inf (softmax then gives NaN).
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(mask, scores, -float('-inf')).astype(scores.dtype)
