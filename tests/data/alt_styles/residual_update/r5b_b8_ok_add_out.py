import numpy as np


def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("e and delta_e must have the same shape")
    return np.add(e, delta_e, out=np.empty_like(e), casting="same_kind")
