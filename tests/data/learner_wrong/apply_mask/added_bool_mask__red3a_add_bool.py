# mistake: adds the boolean mask to the scores (True becomes +1, nothing becomes -inf)
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return (scores + mask).astype(scores.dtype)
