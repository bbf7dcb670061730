# mistake: returns delta_e alone (replaces the token instead of updating it)
import numpy as np


def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("shape mismatch")
    return delta_e.astype(e.dtype)
