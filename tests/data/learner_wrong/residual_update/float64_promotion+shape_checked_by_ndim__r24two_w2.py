# MISTAKE: The shape check only compares the number of dimensions (e.ndim != delta_e.ndim), so a (seq_len, 1) update with the same ndim is broadcast instead of rejected.
# MISTAKE: Returns e + delta_e without casting to e.dtype, so a float32 e plus a float64 delta_e comes back float64.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.ndim != delta_e.ndim:
        raise ValueError("e and delta_e must have the same shape")
    return e + delta_e
