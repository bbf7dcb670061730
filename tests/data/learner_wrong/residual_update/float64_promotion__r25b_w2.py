# MISTAKE: Returns e + delta_e without casting back, so a float32 e with a float64 delta_e is promoted to float64 instead of keeping the dtype of e.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"e {e.shape} and delta_e {delta_e.shape} must have identical shapes")
    return e + delta_e
