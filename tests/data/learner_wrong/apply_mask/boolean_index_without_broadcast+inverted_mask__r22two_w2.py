# MISTAKE: Polarity inverted: entries where mask is True (= may attend) are set to -inf and the forbidden ones are kept.
# MISTAKE: Uses boolean-index assignment on a copy of scores, which only works when mask has exactly the shape of scores; broadcasting masks like (batch,1,1,k_len) raise instead of broadcasting.
import numpy as np


def apply_mask(scores, mask):
    out = np.array(scores, copy=True)
    if mask is None:
        return out
    mask = np.asarray(mask, dtype=bool)
    out[mask] = -np.inf
    return out
