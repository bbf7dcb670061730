# MISTAKE: polarity inverted -- treats True as "masked out": np.where puts -inf where mask is True and keeps the score where it is False.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    neg = np.asarray(-np.inf, dtype=scores.dtype)
    return np.where(mask, neg, scores)
