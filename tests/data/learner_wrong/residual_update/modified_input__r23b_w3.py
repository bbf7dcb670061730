# MISTAKE: np.add(..., out=e) is used to keep e's dtype, but that writes the sum into the caller's e in place (and returns that same array) instead of returning a new array.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"shapes differ: e {e.shape} vs delta_e {delta_e.shape}")
    # out=e keeps the residual stream's dtype (float32 stays float32)
    return np.add(e, delta_e, out=e, casting="same_kind")
