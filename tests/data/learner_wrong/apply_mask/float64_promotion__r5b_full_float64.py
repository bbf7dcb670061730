# mistake: builds the output with np.full (float64 by default): float32 scores come back float64
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    shape = np.broadcast_shapes(scores.shape, np.shape(mask))
    out = np.full(shape, -np.inf)
    m = np.broadcast_to(mask, shape)
    out[m] = np.broadcast_to(scores, shape)[m]
    return out
