# mistake: broadcasts the mask to scores.shape, so a mask with more axes than the scores (e.g. (batch,1,1,k_len) vs (q_len,k_len)) raises instead of broadcasting both
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    m = np.broadcast_to(mask, scores.shape)
    return np.where(m, scores, -np.inf).astype(scores.dtype)
