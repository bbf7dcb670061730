# MISTAKE: (1) uses the finite stand-in -1e9 instead of -inf for hidden entries; (2) for mask=None returns the very same `scores` object instead of a new array.
import numpy as np

NEG_BIG = -1e9


def apply_mask(scores, mask):
    if mask is None:
        return scores
    out = np.full(np.broadcast_shapes(scores.shape, np.shape(mask)), NEG_BIG, dtype=scores.dtype)
    keep = np.broadcast_to(mask, out.shape)
    out[keep] = np.broadcast_to(scores, out.shape)[keep]
    return out
