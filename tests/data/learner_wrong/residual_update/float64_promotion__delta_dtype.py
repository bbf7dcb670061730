# mistake: keeps the dtype of delta_e instead of e
import numpy as np

def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError
    return (e + delta_e).astype(delta_e.dtype)
