# MISTAKE: the sum keeps numpy's promoted dtype, so a float32 e with a float64 delta_e returns float64 instead of float32.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError("shapes %s and %s differ" % (e.shape, delta_e.shape))
    return np.add(e, delta_e)
