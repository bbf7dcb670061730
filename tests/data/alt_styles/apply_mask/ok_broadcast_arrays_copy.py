"""Correct: np.broadcast_arrays, a copy, and boolean assignment."""
import numpy as np

def apply_mask(scores, mask):
    out = np.array(scores, copy=True)
    if mask is None:
        return out
    out, m = np.broadcast_arrays(out, mask)
    out = out.copy()
    out[~m] = -np.inf
    return out
