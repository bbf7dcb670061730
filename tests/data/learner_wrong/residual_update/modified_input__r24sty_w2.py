# MISTAKE: the update is added into the caller's `e` in place (np.add with out=e) and `e` itself is returned, instead of a new array.
import numpy as np


def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError("e and delta_e must have identical shapes")
    # out=e keeps the residual stream's dtype without an extra copy
    return np.add(e, delta_e, out=e, casting='unsafe')
