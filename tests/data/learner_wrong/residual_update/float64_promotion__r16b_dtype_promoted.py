# wrong: returns e + delta_e with numpy's promotion, so a float32 e plus a float64 delta_e comes back float64 instead of keeping e's dtype
import numpy as np


def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError("e and delta_e must have identical shapes")
    return np.asarray(e) + np.asarray(delta_e)
