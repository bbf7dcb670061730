# MISTAKE: Adds into e in place (e += delta_e) and returns e itself, so the caller's embeddings are overwritten instead of getting a new array.
import numpy as np


def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError(f"shapes differ: {np.shape(e)} vs {np.shape(delta_e)}")
    e += np.asarray(delta_e, dtype=e.dtype)   # keep the residual stream's dtype
    return e
