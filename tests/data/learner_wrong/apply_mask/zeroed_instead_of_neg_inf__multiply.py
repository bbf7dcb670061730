# mistake: multiplies by the mask (masked scores become 0, not -inf)
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return scores * mask
