# np.where arguments swapped: keeps scores where mask is False and puts -inf where mask is True (inverted polarity); mask=None handled correctly.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    return np.where(mask, np.array(-np.inf, dtype=scores.dtype), scores)
