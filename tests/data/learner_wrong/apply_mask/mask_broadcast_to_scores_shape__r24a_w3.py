# MISTAKE: the mask is broadcast to scores.shape (np.broadcast_to(mask, scores.shape)) instead of computing the joint broadcast shape, so a mask with more leading axes than scores (e.g. scores (q_len, k_len) with a (batch, 1, 1, k_len) padding mask) raises instead of giving the broadcast result.
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    out = scores.copy()
    if mask is None:
        return out
    mask = np.asarray(mask, dtype=bool)
    if mask.shape != scores.shape:
        mask = np.broadcast_to(mask, scores.shape)
    out[~mask] = -np.inf
    return out
