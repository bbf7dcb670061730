# MISTAKE: adds into e in place (`e += delta_e`) and returns e itself, so the caller's input is modified.
import numpy as np


def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError("shape mismatch between e and delta_e")
    e += delta_e.astype(e.dtype)
    return e
