# mistake: checks only the number of axes, so a (seq_len, 1) update is still broadcast
import numpy as np


def residual_update(e, delta_e):
    if e.ndim != delta_e.ndim:
        raise ValueError("ndim mismatch")
    return (e + delta_e).astype(e.dtype)
