# mistake: raises TypeError instead of ValueError for mismatched shapes
import numpy as np


def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise TypeError("shape mismatch")
    return (e + delta_e).astype(e.dtype)
