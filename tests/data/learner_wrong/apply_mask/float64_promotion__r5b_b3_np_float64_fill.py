# mistake: np.float64(-np.inf) is a strong float64 scalar in NumPy 2: float32 scores come back float64
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(mask, scores, np.float64(-np.inf))
