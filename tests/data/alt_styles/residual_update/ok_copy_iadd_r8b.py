import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"delta_e shape {delta_e.shape} != e shape {e.shape}")
    out = e.copy()
    out += delta_e  # same_kind cast keeps e's dtype
    return out
