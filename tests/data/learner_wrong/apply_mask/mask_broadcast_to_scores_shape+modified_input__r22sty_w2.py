# MISTAKE: writes -inf into the caller's `scores` in place with np.copyto(..., where=~mask) before returning, so the input array is modified (the masked copy is built from the mutated input).
import numpy as np
from functools import reduce


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    shape = reduce(np.broadcast_shapes, [np.shape(scores), np.shape(mask)])
    np.copyto(scores, -np.inf, where=~np.asarray(mask, dtype=bool))
    return np.broadcast_to(scores, shape).copy()
