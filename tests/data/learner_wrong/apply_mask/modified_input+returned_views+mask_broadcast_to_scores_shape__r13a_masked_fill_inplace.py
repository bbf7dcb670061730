# WRONG: torch masked_fill_ translated as np.copyto(scores, -inf, where=~mask): writes -inf into the caller's scores in place (and so the result cannot take a broadcast shape bigger than scores); mask=None returns scores itself, not a new array.
import numpy as np


def _masked_fill_(t, m, value):
    np.copyto(t, value, where=m)
    return t


def apply_mask(scores, mask):
    if mask is None:
        return scores
    return _masked_fill_(scores, ~mask, -np.inf)
