# MISTAKE: builds the output with np.full(..., -np.inf), which is float64, so float32 scores come back as float64.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    shape = np.broadcast_shapes(scores.shape, np.shape(mask))
    out = np.full(shape, -np.inf)
    np.copyto(out, scores, where=np.asarray(mask, dtype=bool))
    return out
