# mistake: `if not mask:` tests the truth value of an array (ValueError for any real mask); None works
import numpy as np


def apply_mask(scores, mask):
    if not mask:
        return scores.copy()
    return np.where(mask, scores, -np.inf).astype(scores.dtype)
