# MISTAKE: the sum is returned as numpy promotes it, so a float32 e with a float64 delta_e comes back as float64 instead of keeping the dtype of e.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"shapes differ: e {e.shape} vs delta_e {delta_e.shape}")
    return e + delta_e
