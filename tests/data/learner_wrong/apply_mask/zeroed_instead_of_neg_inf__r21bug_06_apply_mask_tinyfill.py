# SOURCE: https://github.com/NTMC-Community/MatchZoo-py/issues/163
# BUG: masked_fill uses the value -1e-7 (a tiny number, ~0) instead of a huge negative / -inf, so the
#      masked positions still get weight after the softmax ("The value of mask filling should be -1e7, right?").
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    out = np.where(mask, scores, -1e-7)  # BUG: fill value -1e-7
    return out.astype(scores.dtype, copy=False)
