# mistake: additive mask built as (1 - mask) * -inf: 0 * -inf is NaN at every allowed position
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    m = np.asarray(mask).astype(scores.dtype)
    return scores + (1 - m) * -np.inf
