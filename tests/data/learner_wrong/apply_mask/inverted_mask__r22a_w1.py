# MISTAKE: Mask polarity is inverted: np.where(mask, -inf, scores) hides the keys where mask is True (allowed) and keeps the disallowed ones, i.e. it treats True as "is masked" like PyTorch's key_padding_mask.
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    # True marks the positions to hide
    out = np.where(mask, -np.inf, scores)
    return out.astype(scores.dtype, copy=False)
