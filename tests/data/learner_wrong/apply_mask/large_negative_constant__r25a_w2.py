# MISTAKE: Uses the finite fill value -1e9 (as in many blog posts) instead of -inf for disallowed positions.
import numpy as np

NEG_BIG = -1e9  # "minus infinity" for the softmax


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    out = np.where(mask, scores, np.array(NEG_BIG, dtype=scores.dtype))
    return out.astype(scores.dtype, copy=False)
