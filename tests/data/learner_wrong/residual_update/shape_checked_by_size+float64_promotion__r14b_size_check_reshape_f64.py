# WRONG: checks only e.size == delta_e.size and reshapes delta_e to e.shape (a transposed/mis-shaped delta is silently accepted) AND returns float64 when e is float32 and delta_e float64.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.size != delta_e.size:
        raise ValueError("sizes differ")
    return e + delta_e.reshape(e.shape)
