# mistake: subtracts the update (e - delta_e)
import numpy as np


def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("shape mismatch")
    return np.subtract(e, delta_e, dtype=e.dtype)
