# MISTAKE: functools.reduce(np.add, ...) lets numpy promote the dtype: a float32 e with a float64
# delta_e comes back float64 (residual stream dtype not kept).
import functools
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError("shapes differ")
    return functools.reduce(np.add, [e, delta_e])
