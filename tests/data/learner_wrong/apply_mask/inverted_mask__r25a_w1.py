# MISTAKE: Mask polarity is inverted: the code treats True as "blocked" (PyTorch key_padding_mask style) and puts -inf where the mask is True instead of where it is False.
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    # positions flagged by the mask are hidden from the softmax
    out = np.where(mask, np.array(-np.inf, dtype=scores.dtype), scores)
    return out.astype(scores.dtype, copy=False)
