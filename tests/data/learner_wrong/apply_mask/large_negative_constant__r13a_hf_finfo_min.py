# WRONG: HuggingFace-style additive mask (1 - mask) * finfo(dtype).min added to the scores: masked scores become a huge finite negative number (score + finfo.min), not -inf.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    m = np.asarray(mask).astype(scores.dtype)
    extended = (1.0 - m) * np.finfo(scores.dtype).min
    return scores + extended
