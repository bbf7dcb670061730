# correct: additive 0/-inf bias built in the scores' dtype
import numpy as np

def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    bias = np.where(np.asarray(mask, dtype=bool), scores.dtype.type(0), scores.dtype.type(-np.inf))
    return scores + bias
