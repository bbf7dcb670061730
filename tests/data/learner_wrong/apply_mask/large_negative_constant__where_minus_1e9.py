import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(mask.astype(bool), scores, np.float32(-1e9)).astype(scores.dtype)
