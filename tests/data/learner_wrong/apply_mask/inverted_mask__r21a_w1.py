# MISTAKE: polarity inverted -- treats mask True as "hidden": np.where(mask, -inf, scores), so allowed entries become -inf and disallowed ones keep their score.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    return np.where(mask, -np.inf, scores).astype(scores.dtype)
