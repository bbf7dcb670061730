import numpy as np

# polarity flipped: -inf where mask is True
def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(mask, -np.inf, scores).astype(scores.dtype)
