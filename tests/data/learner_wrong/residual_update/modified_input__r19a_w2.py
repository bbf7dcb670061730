# MISTAKE: adds in place into the caller's e (`e += delta_e`) and returns it, so the input array is modified.
import numpy as np


def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError("e and delta_e must have identical shapes")
    e += delta_e
    return e
