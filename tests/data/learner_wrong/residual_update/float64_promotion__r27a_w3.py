# MISTAKE: returns np.add's promoted dtype, so a float32 e with a float64 delta_e gives a float64 result instead of float32.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    d = np.asarray(delta_e)
    if e.shape != d.shape:
        raise ValueError("shapes differ: %s vs %s" % (e.shape, d.shape))
    return np.add(e, d)
