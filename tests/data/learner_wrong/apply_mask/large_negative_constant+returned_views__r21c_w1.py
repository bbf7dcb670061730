# MISTAKE: (1) a finite stand-in -1e9 is used instead of -inf (a masked key keeps a tiny non-zero weight,
#          and a fully masked row becomes uniform after softmax); (2) mask=None returns the SAME array object
#          instead of a new one.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    return np.where(mask, scores, np.asarray(-1e9, dtype=scores.dtype))
