import numpy as np

# mask None returns scores itself; and upcast via np.where with float64 -inf array
def apply_mask(scores, mask):
    if mask is None:
        return scores
    return np.where(mask, scores, np.full(np.shape(scores), -np.inf))
