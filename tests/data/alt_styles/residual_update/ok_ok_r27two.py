# CORRECT: strict shape equality check, then a new array e + delta_e cast to e's dtype.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"shape mismatch: {e.shape} vs {delta_e.shape}")
    return np.add(e, delta_e, dtype=e.dtype, casting="same_kind")
