# Wrong: fills masked scores with -1e9 instead of -inf, and mask=None returns the input array itself (not a new array).
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    out = np.where(mask, scores, -1e9)
    return out.astype(scores.dtype)
