# MISTAKE: the result is built as a copy of scores and filled with np.copyto(where=~mask), so a mask with more leading axes than scores (broadcast shape larger than scores.shape) raises instead of returning the broadcast shape.
import numpy as np


def apply_mask(scores, mask):
    out = np.array(scores, copy=True)
    if mask is None:
        return out
    blocked = np.logical_not(np.asarray(mask, dtype=bool))
    np.copyto(out, -np.inf, where=blocked)
    return out
