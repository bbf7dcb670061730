# MISTAKE: Masked scores are filled with the finite -1e9 instead of -inf, so a fully masked row becomes uniform after softmax instead of zero.
# MISTAKE: With mask=None the input array itself is returned (no copy), not a new array.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    mask = np.asarray(mask, dtype=bool)
    return np.where(mask, scores, -1e9).astype(scores.dtype)
