# mistake: scores - inf * ~mask: at allowed positions inf * 0 is NaN
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return scores - np.inf * ~np.asarray(mask, dtype=bool)
