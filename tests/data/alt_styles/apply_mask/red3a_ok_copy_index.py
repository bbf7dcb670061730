import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    m = np.asarray(mask, dtype=bool)
    shape = np.broadcast_shapes(scores.shape, m.shape)
    out = np.array(np.broadcast_to(scores, shape), copy=True)
    out[~np.broadcast_to(m, shape)] = -np.inf
    return out
