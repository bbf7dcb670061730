# mistake: boolean indexing with a mask of another shape (no broadcast): padding masks fail
import numpy as np


def apply_mask(scores, mask):
    out = scores.copy()
    if mask is not None:
        out[mask == False] = -np.inf  # noqa: E712
    return out
