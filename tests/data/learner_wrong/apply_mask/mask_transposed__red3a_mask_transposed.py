# mistake: uses mask.T (thinks mask is (k_len, q_len)): causal becomes upper triangle, padding breaks
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(np.asarray(mask).T, scores, -np.inf).astype(scores.dtype)
