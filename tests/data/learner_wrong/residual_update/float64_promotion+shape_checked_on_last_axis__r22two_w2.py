# MISTAKE: The shape check compares only the last axis (d_model), so a (1, d_model) or (d_model,) update still broadcasts without ValueError.
# MISTAKE: Returns e + delta_e without casting, so a float32 e plus a float64 delta_e is promoted to float64.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape[-1] != delta_e.shape[-1]:
        raise ValueError("feature sizes differ")
    return e + delta_e
