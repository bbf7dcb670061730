# Wrong: adds into e in place (e += delta_e) and returns e itself, so the caller's input is modified and no new array is returned. Shape check and dtype are right.
import numpy as np


def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("shape mismatch")
    e += delta_e
    return e
