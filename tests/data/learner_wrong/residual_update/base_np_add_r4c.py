# correct: strict shape check, np.add into a fresh array of e's dtype
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"e has shape {e.shape} but delta_e has shape {delta_e.shape}")
    out = np.empty_like(e)
    np.add(e, delta_e.astype(e.dtype, copy=False), out=out)
    return out
