# CORRECT: broadcast both, then a numpy masked array (masked where not allowed) filled with -inf.
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    s_b, m_b = np.broadcast_arrays(scores, mask)
    hidden = np.ma.masked_array(s_b, mask=~m_b, copy=True)
    return np.asarray(hidden.filled(-np.inf), dtype=scores.dtype)
