# mistake: keeps the dtype of delta_e instead of e (float32 e + float64 delta -> float64)
import numpy as np


def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("shape mismatch")
    return np.add(e, delta_e, dtype=delta_e.dtype)
