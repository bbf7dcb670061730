# MISTAKE: the result is forced to the shape of scores (mask is broadcast to scores.shape), so a valid mask with more leading axes than scores, e.g. (batch, 1, 1, k_len) against (q_len, k_len) scores, raises instead of giving the broadcast shape.
import numpy as np


def apply_mask(scores, mask):
    out = np.copy(scores)
    if mask is None:
        return out
    forbidden = ~np.broadcast_to(np.asarray(mask, dtype=bool), out.shape)
    np.putmask(out, forbidden, -np.inf)
    return out
