# mistake: no shape check, reshapes delta_e to e's shape: a transposed (same size) update is silently accepted
import numpy as np


def residual_update(e, delta_e):
    return e + np.reshape(delta_e, np.shape(e)).astype(e.dtype)
