# MISTAKE: (1) uses a finite stand-in -1e9 instead of -inf; (2) polarity flipped: hides the entries where the mask is True.
import numpy as np

def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    return np.where(mask, -1e9, scores).astype(scores.dtype)
