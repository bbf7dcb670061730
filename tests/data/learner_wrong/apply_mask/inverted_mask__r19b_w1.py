# MISTAKE: polarity inverted -- np.where(mask, -inf, scores) hides the entries where mask is True (treats True as "masked", PyTorch key_padding_mask style) instead of where it is False.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    out = np.where(mask, -np.inf, scores)
    return out.astype(scores.dtype)
