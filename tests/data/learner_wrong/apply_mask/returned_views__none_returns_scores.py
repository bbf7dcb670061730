import numpy as np

# mask None returns the scores object itself (not a new array)
def apply_mask(scores, mask):
    if mask is None:
        return scores
    return np.where(mask, scores, np.array(-np.inf, dtype=scores.dtype))
