# MISTAKE: for mask=None the function returns the very same `scores` object instead of a new array (no copy), so a caller writing into the result changes the input.
import numpy as np

def apply_mask(scores, mask):
    return scores if mask is None else np.where(mask, scores, np.array(-np.inf, scores.dtype))
