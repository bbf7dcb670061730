# mistake: checks the shapes with assert (AssertionError, not ValueError)
import numpy as np


def residual_update(e, delta_e):
    assert e.shape == delta_e.shape, "shape mismatch"
    return (e + delta_e).astype(e.dtype)
