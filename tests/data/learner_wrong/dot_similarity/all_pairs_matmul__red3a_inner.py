# mistake: np.inner(a, b): for 2-D arrays that is every row of a against every row of b
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    return np.inner(a, b)
