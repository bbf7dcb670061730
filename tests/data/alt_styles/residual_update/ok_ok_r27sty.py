# CORRECT: np.add with a fresh out buffer of e's dtype and casting='same_kind', after an exact shape comparison.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"shape mismatch: {e.shape} vs {delta_e.shape}")
    out = np.empty_like(e)
    np.add(e, delta_e, out=out, casting="same_kind")
    return out
