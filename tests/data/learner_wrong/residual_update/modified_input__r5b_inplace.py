# mistake: adds into e in place and returns it (modifies the input)
import numpy as np


def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("shape mismatch")
    e += delta_e
    return e
