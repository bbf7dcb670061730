# SOURCE: https://github.com/ahrefs/ocannl/issues/548
# BUG: The mask is filled with the finite sentinel -1e9 instead of -inf (a "large negative" stand-in;
#      at f16 it does not even fit the format).
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    fill = np.asarray(-1e9, dtype=scores.dtype)   # finite sentinel (the reported bug)
    return np.where(mask, scores, fill).astype(scores.dtype, copy=False)
