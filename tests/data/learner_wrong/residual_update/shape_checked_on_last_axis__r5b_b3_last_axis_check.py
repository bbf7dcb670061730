# mistake: checks only the feature axis (shape[-1]), so a (d_model,) update still broadcasts over the tokens
import numpy as np


def residual_update(e, delta_e):
    if e.shape[-1] != delta_e.shape[-1]:
        raise ValueError("d_model mismatch")
    return np.add(e, delta_e, dtype=e.dtype)
