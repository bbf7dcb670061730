# MISTAKE: the update is added into e in place (e += ...) and e itself is returned, so the caller's embeddings are overwritten.
import numpy as np


def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError("e and delta_e must have identical shapes")
    e += np.asarray(delta_e).astype(e.dtype, copy=False)
    return e
