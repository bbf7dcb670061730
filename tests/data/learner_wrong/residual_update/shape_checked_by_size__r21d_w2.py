# MISTAKE: the shape guard is almost right: it compares only the number of elements (size), so a transposed/reshaped delta_e of the same size (e.g. (3,2) vs (2,3)) is reshaped and added instead of raising ValueError.
import numpy as np
from functools import reduce
import operator


def residual_update(e, delta_e):
    e = np.asarray(e); d = np.asarray(delta_e)
    if reduce(operator.mul, e.shape, 1) != reduce(operator.mul, d.shape, 1):
        raise ValueError("shapes differ")
    return (e + d.reshape(e.shape)).astype(e.dtype)
