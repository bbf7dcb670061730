# mistake: np.inner compares every row of a with every row of b (all pairs), like a @ b.T
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    return np.inner(a, b)
