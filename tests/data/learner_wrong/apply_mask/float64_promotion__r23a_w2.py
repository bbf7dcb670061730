# MISTAKE: Builds an additive mask with np.where(mask, 0.0, -np.inf), which is a float64 array, so float32 scores are silently upcast to float64 when it is added.
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    additive = np.where(np.asarray(mask, dtype=bool), 0.0, -np.inf)  # 0 where allowed, -inf where blocked
    return scores + additive
