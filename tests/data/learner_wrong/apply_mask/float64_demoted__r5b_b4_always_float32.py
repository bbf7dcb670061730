# mistake: always returns float32 (float64 scores demoted)
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.astype(np.float32)
    return np.where(mask, scores, -np.inf).astype(np.float32)
