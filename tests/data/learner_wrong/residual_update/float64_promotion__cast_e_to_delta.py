# mistake: casts e to delta_e's dtype (float32 stream becomes float64)
import numpy as np
def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError
    return e.astype(delta_e.dtype) + delta_e
