# Wrong: the guard compares only the last axis (d_model), so a delta_e of shape (d_model,), (1, d_model) or missing the batch axis broadcasts silently instead of raising ValueError. Result dtype and new array are right.
import numpy as np


def residual_update(e, delta_e):
    if np.shape(e)[-1] != np.shape(delta_e)[-1]:
        raise ValueError("d_model of delta_e does not match e")
    return (e + delta_e).astype(e.dtype, copy=False)
