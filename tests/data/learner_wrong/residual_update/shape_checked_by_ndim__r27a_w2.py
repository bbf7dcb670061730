# MISTAKE: only checks that the number of dimensions matches, so a (seq_len, 1) update is broadcast instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    if e.ndim != delta_e.ndim:
        raise ValueError("delta_e must have the same rank as e")
    out = e + delta_e
    return out.astype(e.dtype)
