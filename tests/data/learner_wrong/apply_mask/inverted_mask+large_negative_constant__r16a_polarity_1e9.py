# WRONG: polarity inverted (puts the fill where mask is True = allowed keys, keeps the disallowed scores) AND fills with -1e9 instead of -inf
import numpy as np

def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(mask, np.asarray(-1e9, dtype=scores.dtype), scores)
