# MISTAKE: The output buffer is preallocated with np.empty(shape), whose default dtype is float64, so float32 scores come back as float64.
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    shape = np.broadcast_shapes(scores.shape, mask.shape)
    out = np.empty(shape)
    out[...] = scores          # broadcast the scores into the buffer
    out[~np.broadcast_to(mask, shape)] = -np.inf
    return out
