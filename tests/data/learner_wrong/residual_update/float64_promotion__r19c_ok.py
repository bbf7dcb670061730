import numpy as np

def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError("shape mismatch")
    return e + delta_e
