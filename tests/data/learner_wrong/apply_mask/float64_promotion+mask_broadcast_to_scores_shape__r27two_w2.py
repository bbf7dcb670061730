# MISTAKE: the output buffer is created with np.full's default float64, so float32 scores come back as float64.
# MISTAKE: the output buffer has the shape of scores, not the broadcast shape of scores and mask, so a mask with more (or larger) leading axes than scores raises instead of broadcasting.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, dtype=float)
    out = np.full(np.shape(scores), -np.inf)
    np.copyto(out, scores, where=np.asarray(mask, dtype=bool))
    return out
