# MISTAKE: Uses the finite constant -1e9 instead of -inf for disallowed entries (the prompt requires -np.inf; a fully masked row then softmaxes to a uniform average instead of zeros).
import numpy as np

NEG_INF = -1e9  # "big enough" negative number


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    out = np.where(mask, scores, NEG_INF)
    return out.astype(scores.dtype, copy=False)
