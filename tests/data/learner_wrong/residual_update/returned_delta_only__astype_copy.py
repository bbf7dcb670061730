# mistake: returns delta_e alone (replacing the token), cast to e's dtype
import numpy as np
def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("shape")
    return delta_e.astype(e.dtype, copy=True)
