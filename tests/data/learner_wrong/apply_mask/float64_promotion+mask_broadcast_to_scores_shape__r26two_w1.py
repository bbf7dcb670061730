# MISTAKE: the output buffer is created with np.full's default float64 dtype, so float32 scores come back as float64.
# MISTAKE: the mask is broadcast to scores.shape instead of the joint broadcast shape, so a mask with more dimensions than scores (e.g. (batch,1,1,k_len) against 2-D scores) raises instead of giving the broadcast result.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    keep = np.broadcast_to(mask, scores.shape)
    out = np.full(scores.shape, -np.inf)
    out[keep] = scores[keep]
    return out
