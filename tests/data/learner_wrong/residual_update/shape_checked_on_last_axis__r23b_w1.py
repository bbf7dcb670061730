# MISTAKE: the shape check only compares the last axis (d_model), so a (d_model,) update (or any array that broadcasts with the same last size) is silently broadcast over all tokens instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape[-1] != delta_e.shape[-1]:
        raise ValueError(f"d_model differs: {e.shape[-1]} vs {delta_e.shape[-1]}")
    return (e + delta_e).astype(e.dtype, copy=False)
