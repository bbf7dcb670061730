# mistake: adds into e in place (e += ...) and returns it
import numpy as np
def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("shape")
    e += delta_e.astype(e.dtype)
    return e
