import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"delta_e has shape {delta_e.shape}, expected exactly {e.shape}")
    return np.add(e, delta_e, dtype=e.dtype, casting="same_kind")
