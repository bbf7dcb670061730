# MISTAKE: the sum is returned without casting back to e's dtype, so a float32 e plus a float64 delta_e is promoted to float64.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"shape mismatch: {e.shape} vs {delta_e.shape}")
    return e + delta_e
