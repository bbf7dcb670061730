# mistake: always casts to float32 (a float64 residual stream is demoted)
import numpy as np


def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("shape mismatch")
    return (e + delta_e).astype(np.float32)
