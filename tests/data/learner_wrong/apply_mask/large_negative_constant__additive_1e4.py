import numpy as np

# additive -1e4 penalty (BERT style) instead of -inf
def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return (scores + (1.0 - mask.astype(scores.dtype)) * -10000.0).astype(scores.dtype)
