# WRONG: adds into e in place (e += delta_e) and returns e itself, so the caller's e is modified; the shape check and the dtype (stays e's) are right.
import numpy as np


def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError("e and delta_e must have the same shape")
    e += delta_e
    return e
