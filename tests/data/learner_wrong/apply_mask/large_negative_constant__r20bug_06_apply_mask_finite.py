# SOURCE: https://github.com/pytorch/benchmark/pull/794
# BUG: scores.masked_fill(mask == 0, -1e9): a hard-coded finite large negative stands in for -inf
#      (the PR: "the default min value will be overflow when model is under fp16").
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    return np.where(mask, scores, -1e9).astype(scores.dtype)   # BUG: -1e9 instead of -inf
