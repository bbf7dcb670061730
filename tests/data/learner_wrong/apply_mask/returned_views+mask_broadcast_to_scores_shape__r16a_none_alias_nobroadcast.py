# WRONG: mask=None returns the scores object itself (not a new array) AND the mask is broadcast to scores.shape only, so a mask with more/larger leading axes than scores (e.g. padding (batch,1,1,k) vs 2-D scores) raises instead of giving the broadcast shape
import numpy as np

def apply_mask(scores, mask):
    if mask is None:
        return scores
    out = scores.copy()
    m = np.broadcast_to(mask, out.shape)
    out[~m] = -np.inf
    return out
