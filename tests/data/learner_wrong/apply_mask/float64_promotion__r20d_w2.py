# MISTAKE: the fill value is np.float64(-np.inf), which promotes float32 scores to a float64 result
# (dtype not kept).
import numpy as np

NEG_INF = np.float64(-np.inf)


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    keep = np.asarray(mask).astype(bool)
    return np.where(keep, scores, NEG_INF)
