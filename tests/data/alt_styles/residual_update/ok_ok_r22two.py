import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError("shapes differ")
    return (e + delta_e).astype(e.dtype, copy=False)
