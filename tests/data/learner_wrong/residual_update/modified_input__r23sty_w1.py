# MISTAKE: The update is added into e in place (e += delta_e) and e itself is returned, so the caller's input array is modified.
import numpy as np


def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError("e and delta_e must have identical shapes")
    flat_e = e.reshape(-1)
    flat_d = np.asarray(delta_e).reshape(-1)
    for i in range(flat_e.size):
        flat_e[i] += flat_d[i]
    return e
