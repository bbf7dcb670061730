# SOURCE: https://github.com/iMED-Lab/ER-Net/pull/3
# MISTAKE: Uses the in-place residual add `e += delta_e` and returns e, so the caller's residual-stream array is overwritten (and the returned array is the input object itself) instead of a new array e + delta_e.
import numpy as np


def residual_update(e, delta_e):
    if not isinstance(e, np.ndarray):
        e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"shape mismatch: e {e.shape} vs delta_e {delta_e.shape}")
    e += delta_e
    return e
