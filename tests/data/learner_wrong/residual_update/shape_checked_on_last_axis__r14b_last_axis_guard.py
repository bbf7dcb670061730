# WRONG: only checks the last axis (d_model) and ndim>=1, so a (d_model,) or (1, d_model) delta_e is broadcast to every token instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if delta_e.ndim == 0 or e.shape[-1] != delta_e.shape[-1]:
        raise ValueError("feature sizes differ")
    return (e + delta_e).astype(e.dtype)
