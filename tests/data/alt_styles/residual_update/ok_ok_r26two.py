# CORRECT: exact shape check, new array in e's dtype.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"shape mismatch: {e.shape} vs {delta_e.shape}")
    return (e + delta_e).astype(e.dtype)
