# URL: https://github.com/keras-team/keras/pull/21149
# Bug: masked scores get a large finite negative (-1e9) instead of -inf (a fully masked row then softmaxes to uniform, not zeros).
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    big_neg = np.asarray(-1e9, dtype=scores.dtype)
    return np.where(mask, scores, big_neg).astype(scores.dtype)
