# MISTAKE: masked scores are set to the finite value -1e9 instead of -inf.
# MISTAKE: boolean indexing out[~mask] requires the mask to have exactly the scores' shape, so broadcastable masks such as (batch, 1, 1, k_len) or a mask with extra leading axes raise an IndexError.
import numpy as np

NEG = -1e9


def apply_mask(scores, mask):
    out = np.array(scores, copy=True)
    if mask is None:
        return out
    out[~mask] = NEG
    return out
