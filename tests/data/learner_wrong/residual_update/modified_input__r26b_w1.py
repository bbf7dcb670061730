# MISTAKE: the update is added into e in place (e += delta_e), so the caller's e array is modified.
import numpy as np


def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError("e and delta_e must have identical shapes")
    e += delta_e.astype(e.dtype)
    return e
