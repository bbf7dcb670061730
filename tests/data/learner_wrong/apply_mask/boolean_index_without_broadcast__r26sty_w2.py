# MISTAKE: boolean indexing out[mask] = scores[mask] needs the mask to have exactly the scores' shape, so broadcasting masks like (q_len, k_len) against 4-D scores or (batch, 1, 1, k_len) raise IndexError.
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    out = np.full_like(scores, -np.inf)
    out[mask] = scores[mask]
    return out
