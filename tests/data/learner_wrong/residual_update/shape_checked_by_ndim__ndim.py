# mistake: checks only ndim, so (seq,1) broadcasts
import numpy as np
def residual_update(e, delta_e):
    if e.ndim != delta_e.ndim:
        raise ValueError("ndim")
    return (e + delta_e).astype(e.dtype)
