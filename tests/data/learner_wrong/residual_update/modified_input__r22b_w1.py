# MISTAKE: adds in place (e += delta_e) and returns e itself, so the caller's input array is modified.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"shape mismatch: {e.shape} vs {delta_e.shape}")
    e += delta_e
    return e
