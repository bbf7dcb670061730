# Wrong: boolean-index masked_fill without broadcasting the mask first: crashes (IndexError) whenever the mask's shape differs from the scores' shape (causal (q,k) on 4-D scores, padding (b,1,1,k)).
import numpy as np


def masked_fill(x, cond, value):
    out = np.array(x, copy=True)
    out[cond] = value
    return out


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    return masked_fill(scores, ~np.asarray(mask, dtype=bool), -np.inf)
