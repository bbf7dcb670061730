# MISTAKE: masked positions are filled with np.finfo(dtype).min (the most negative finite float) instead of -np.inf, so the result holds a finite value where the prompt requires -inf (and a fully masked row would softmax to a uniform average, not zeros).
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    # most negative representable number of this dtype: avoids inf - inf = nan later
    neg = np.finfo(scores.dtype).min
    return np.where(mask, scores, neg).astype(scores.dtype, copy=False)
