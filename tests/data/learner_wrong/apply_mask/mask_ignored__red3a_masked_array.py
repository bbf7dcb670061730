# mistake: returns a numpy MaskedArray filled lazily (masked entries not -inf in the data)
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    m = np.broadcast_to(~np.asarray(mask, bool), np.broadcast_shapes(scores.shape, np.shape(mask)))
    return np.ma.masked_array(np.broadcast_to(scores, m.shape).copy(), mask=m)
