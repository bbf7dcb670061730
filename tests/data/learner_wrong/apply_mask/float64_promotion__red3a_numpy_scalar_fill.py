# mistake: fill value np.float64(-inf) is a strong float64 scalar, so float32 scores come back float64
import numpy as np

NEG_INF = np.float64(-np.inf)


def apply_mask(scores, mask):
    if mask is None:
        return np.copy(scores)
    return np.where(np.asarray(mask, bool), scores, NEG_INF)
