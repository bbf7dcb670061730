# MISTAKE: features are paired with zip over the moved feature axis, which silently truncates to the shorter vector, so different last-axis sizes never raise ValueError.
import numpy as np
from functools import reduce


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    cols_a = np.moveaxis(a, -1, 0)
    cols_b = np.moveaxis(b, -1, 0)
    terms = (ca * cb for ca, cb in zip(cols_a, cols_b))
    return reduce(np.add, terms)
