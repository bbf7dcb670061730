# MISTAKE: (1) masked scores get a finite -1e9 instead of -inf; (2) mask=None returns the SAME array object, not a new one.
import numpy as np

def apply_mask(scores, mask):
    if mask is None:
        return scores
    return np.where(mask, scores, -1e9).astype(scores.dtype)
