# WRONG: casts the result to delta_e's dtype instead of e's (float32 e + float64 delta -> float64; float64 e + float32 delta -> float32); otherwise correct.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError("shapes differ")
    return e.astype(delta_e.dtype) + delta_e
