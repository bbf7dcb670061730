# MISTAKE: (1) only the last axis (d_model) is compared, so a (d_model,) delta_e broadcasts instead of raising;
# (2) the result follows numpy promotion: float32 e + float64 delta_e comes back float64 instead of float32.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape[-1] != delta_e.shape[-1]:
        raise ValueError("d_model differs")
    new_e = e.copy() + delta_e
    return new_e
