import numpy as np

# wrong: the shape check is an assert (AssertionError, not ValueError)
def residual_update(e, delta_e):
    assert e.shape == delta_e.shape, "shapes differ"
    return (e + delta_e).astype(e.dtype)
