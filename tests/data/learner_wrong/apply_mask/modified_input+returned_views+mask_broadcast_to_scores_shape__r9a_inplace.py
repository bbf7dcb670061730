# WRONG: writes -inf into the caller's scores in place (np.copyto) and returns that same array; also mask=None returns scores itself, and a mask with more leading axes than scores raises instead of broadcasting
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    np.copyto(scores, -np.inf, where=~np.asarray(mask, dtype=bool))
    return scores
