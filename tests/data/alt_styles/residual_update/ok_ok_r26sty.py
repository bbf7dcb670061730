# CORRECT: strict shape check, then np.add into a fresh np.empty_like(e) buffer with same_kind casting to keep e's dtype.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"residual shapes differ: {e.shape} vs {delta_e.shape}")
    out = np.empty_like(e)
    np.add(e, delta_e, out=out, casting="same_kind")
    return out
