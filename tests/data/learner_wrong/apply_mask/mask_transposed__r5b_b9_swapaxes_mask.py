# mistake: swaps the last two axes of the mask (np.swapaxes(mask, -1, -2)), as if it were laid out (k_len, q_len)
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(np.swapaxes(np.asarray(mask, dtype=bool), -1, -2), scores, -np.inf).astype(scores.dtype)
