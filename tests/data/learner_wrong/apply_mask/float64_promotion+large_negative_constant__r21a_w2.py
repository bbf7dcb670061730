# MISTAKE: (1) uses a finite stand-in -1e9 instead of -inf for hidden entries; (2) the fill array is np.full(..., -1e9) with default float64 dtype, so float32 scores come back as float64.
import numpy as np

NEG = -1e9


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    shape = np.broadcast_shapes(scores.shape, np.shape(mask))
    filler = np.full(shape, NEG)
    return np.where(mask, scores, filler)
