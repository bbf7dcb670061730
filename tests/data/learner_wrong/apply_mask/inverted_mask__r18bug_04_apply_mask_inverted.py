# SOURCE: https://github.com/lucidrains/halonet-pytorch/pull/6
# BUG: the mask marks valid positions True, but masked_fill(mask, max_neg_value) fills the True
#      (valid) entries, so attention is directed to the padding; the mask must be inverted (~mask).
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    out = np.where(mask, -np.inf, scores)   # BUG: fills where mask is True (the allowed keys)
    return out.astype(scores.dtype)
