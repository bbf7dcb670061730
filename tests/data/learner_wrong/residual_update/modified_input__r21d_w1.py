# MISTAKE: in-place edit: adds delta_e into e with np.add(..., out=e), modifying the caller's e (returns e itself, not a new array).
import numpy as np


def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError("shapes differ")
    np.add(e, delta_e, out=e, casting="unsafe")
    return e
