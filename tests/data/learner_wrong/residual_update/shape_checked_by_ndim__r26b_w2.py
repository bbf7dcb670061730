# MISTAKE: only the number of dimensions is compared, so a broadcastable (seq_len, 1) delta_e is accepted and broadcast instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.ndim != delta_e.ndim:
        raise ValueError("delta_e must have the same rank as e")
    out = np.add(e, delta_e)
    return out.astype(e.dtype)
