# MISTAKE: returns e + delta_e with numpy's type promotion, so a float32 e with a float64 delta_e comes back float64 instead of keeping the dtype of e.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"e has shape {e.shape} but delta_e has shape {delta_e.shape}")
    return np.add(e, delta_e)
