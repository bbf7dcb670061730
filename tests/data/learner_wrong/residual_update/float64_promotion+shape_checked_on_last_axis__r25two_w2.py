# MISTAKE: The shape check only compares the last axis (e.shape[-1] != delta_e.shape[-1]), so a (d_model,) update or one with a different number of tokens still broadcasts.
# MISTAKE: Returns e + delta_e as numpy promotes it, so a float32 e with a float64 delta_e comes back float64.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape[-1] != delta_e.shape[-1]:
        raise ValueError("delta_e must have one value per feature")
    return e + delta_e
