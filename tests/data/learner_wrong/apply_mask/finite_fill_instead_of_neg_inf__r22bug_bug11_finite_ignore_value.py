# SOURCE: https://github.com/TransformerLensOrg/TransformerLens/pull/319
# MISTAKE: Masked positions are set to the finite constant IGNORE = -1e5 instead of -inf; scores can themselves be below -1e5 (and softmax of a fully masked row gives uniform weights), so masked keys do not get exactly zero weight and the returned array does not contain -inf where the mask is False.
import numpy as np

IGNORE = -1e5


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    return np.where(mask, scores, np.asarray(IGNORE, dtype=scores.dtype)).astype(scores.dtype)
