# WRONG: only checks ndim, so same-ndim broadcastable shapes like (seq,1) or (1,d) are silently broadcast instead of ValueError; and returns e + delta_e without casting, so a float32 e with a float64 delta_e comes back float64.
import numpy as np


def residual_update(e, delta_e):
    if np.ndim(e) != np.ndim(delta_e):
        raise ValueError("rank mismatch")
    return e + delta_e
