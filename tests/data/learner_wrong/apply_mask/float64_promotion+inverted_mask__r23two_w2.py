# MISTAKE: The output buffer is created with np.full(..., -np.inf) without a dtype, so float32 scores come back as float64.
# MISTAKE: The mask polarity is inverted: scores are kept where mask is False and set to -inf where it is True (treats True as "masked out").
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    shape = np.broadcast_shapes(scores.shape, mask.shape)
    s = np.broadcast_to(scores, shape)
    m = np.broadcast_to(mask, shape)
    out = np.full(shape, -np.inf)
    keep = ~m
    out[keep] = s[keep]
    return out
