# MISTAKE: The update is added in place into e (e += delta_e) and e itself is returned, modifying the caller's array.
# MISTAKE: The shape check only compares the last axis, so a (d_model,) update or other broadcastable leading shapes are accepted instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    if e.shape[-1] != delta_e.shape[-1]:
        raise ValueError(f"feature sizes differ: {e.shape[-1]} vs {delta_e.shape[-1]}")
    e += delta_e
    return e
