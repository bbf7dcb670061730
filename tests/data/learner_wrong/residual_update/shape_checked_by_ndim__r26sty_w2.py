# MISTAKE: the check only compares the number of dimensions, so a (seq_len, 1) update against (seq_len, d_model) passes and is broadcast instead of raising ValueError.
import numpy as np
from functools import reduce


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.ndim != delta_e.ndim:
        raise ValueError("e and delta_e must have the same rank")
    total = reduce(np.add, (e, delta_e))
    return total.astype(e.dtype)
