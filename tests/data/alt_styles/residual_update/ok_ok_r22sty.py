import numpy as np
from functools import reduce


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"shapes differ: {e.shape} vs {delta_e.shape}")
    # sum of the residual stream and its update, cast back to the stream's dtype
    return reduce(np.add, (e, delta_e)).astype(e.dtype, copy=False)
