# mistake: returns delta_e alone (no residual)
import numpy as np

def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError
    return delta_e.astype(e.dtype).copy()
