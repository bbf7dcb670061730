# MISTAKE: adds delta_e into e in place (e += delta_e), modifying the caller's e.
import numpy as np


def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError("e and delta_e must have identical shapes")
    e += delta_e
    return e
