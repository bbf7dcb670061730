import numpy as np

def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError("e and delta_e must have identical shapes")
    out = np.array(e, copy=True)
    out += np.asarray(delta_e).astype(out.dtype)
    return out
