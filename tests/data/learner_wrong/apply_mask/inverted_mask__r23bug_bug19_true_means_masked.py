# SOURCE: https://github.com/NVIDIA/TransformerEngine/issues/614
# MISTAKE: Follows the "True = masked out" convention (as TE's attention_mask_func), filling -inf where the mask is True; our convention is True = may attend, so the allowed and forbidden keys are swapped.
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    return np.where(mask, np.array(-np.inf, dtype=scores.dtype), scores).astype(scores.dtype, copy=False)
