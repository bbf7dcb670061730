import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return scores + mask  # the boolean mask used as an additive float mask: +1 / +0, nothing blocked
