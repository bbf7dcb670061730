# URL: https://github.com/erickrf/multiffn-nli/issues/10
# Bug: disallowed scores are set to the finite -1e18 instead of -inf; otherwise correct.
import numpy as np

def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return np.where(mask, scores, scores.dtype.type(-1e18))
