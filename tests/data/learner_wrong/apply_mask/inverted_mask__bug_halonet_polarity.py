# https://github.com/lucidrains/halonet-pytorch/issues/4
# masked_fill(mask, -inf) fills where mask is True, but the mask says True = may attend: the
# allowed scores become -inf and the forbidden ones survive (mask polarity inverted).
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    out = np.array(np.broadcast_to(scores, np.broadcast_shapes(scores.shape, np.shape(mask))), dtype=scores.dtype)
    out[np.broadcast_to(mask, out.shape)] = -np.inf   # masked_fill(mask, -inf)
    return out
