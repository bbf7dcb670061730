# SOURCE: https://github.com/lucidrains/memory-compressed-attention/issues/2
# MISTAKE: The fill value is written -float('-inf'), which is +inf, so disallowed positions become +inf instead of -inf (after softmax they turn into NaN rather than weight 0).
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    mask_value = -float('-inf')
    out = np.where(mask, scores, mask_value)
    return out.astype(scores.dtype, copy=False)
