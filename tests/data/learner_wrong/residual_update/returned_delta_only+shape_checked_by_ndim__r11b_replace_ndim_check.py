# WRONG: returns delta_e alone (a copy) instead of e + delta_e; the shape check only compares ndim, so a (seq_len, 1) delta is accepted.
import numpy as np


def residual_update(e, delta_e):
    if np.ndim(e) != np.ndim(delta_e):
        raise ValueError("shapes differ")
    return np.array(delta_e, dtype=e.dtype, copy=True)
