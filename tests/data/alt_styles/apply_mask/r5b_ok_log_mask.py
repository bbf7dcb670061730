import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    # log(True) = 0, log(False) = -inf; log of a bool array is float16, so the dtype of scores wins
    with np.errstate(divide="ignore"):
        bias = np.log(np.asarray(mask, dtype=bool))
    return (scores + bias).astype(scores.dtype, copy=False)
