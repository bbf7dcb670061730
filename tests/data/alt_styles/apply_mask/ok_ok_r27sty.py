# CORRECT: builds a numpy masked array over the broadcast shape and fills the hidden entries with -inf.
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return np.array(scores, copy=True)
    mask = np.asarray(mask, dtype=bool)
    shape = np.broadcast_shapes(scores.shape, mask.shape)
    data = np.broadcast_to(scores, shape)
    hidden = np.broadcast_to(np.logical_not(mask), shape)
    masked = np.ma.masked_array(data, mask=hidden, copy=True)
    out = masked.filled(fill_value=-np.inf)
    return np.asarray(out, dtype=scores.dtype)
