import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    with np.errstate(divide="ignore"):
        bias = np.log(np.asarray(mask, dtype=scores.dtype))
    return scores + bias
