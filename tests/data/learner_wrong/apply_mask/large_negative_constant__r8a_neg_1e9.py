# WRONG: fills masked scores with the finite -1e9 instead of -inf (dtype kept, new array, None handled).
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    return np.where(mask, scores, -1e9).astype(scores.dtype)
