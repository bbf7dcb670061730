# mistake: adds into e in place
import numpy as np

def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError
    e += delta_e
    return e
